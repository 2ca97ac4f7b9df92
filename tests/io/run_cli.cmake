# Runs the solidtile program once and checks its exit code and output:
# cmake -DPROGRAM=path -DARGS="a|b|c" -DEXIT=n [-DSTDOUT=regex] [-DSTDERR=regex] -P run_cli.cmake
string(REPLACE "|" ";" args "${ARGS}")
execute_process(COMMAND "${PROGRAM}" ${args} RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
set(report "solidtile ${args}\nexit ${code}\n--- stdout\n${out}--- stderr\n${err}---")
if(NOT code STREQUAL EXIT)
  message(FATAL_ERROR "expected exit ${EXIT}\n${report}")
endif()
if(DEFINED STDOUT AND NOT STDOUT STREQUAL "" AND NOT out MATCHES "${STDOUT}")
  message(FATAL_ERROR "stdout does not match '${STDOUT}'\n${report}")
endif()
if(DEFINED STDERR AND NOT STDERR STREQUAL "" AND NOT err MATCHES "${STDERR}")
  message(FATAL_ERROR "stderr does not match '${STDERR}'\n${report}")
endif()
# A failure must say why on stderr; a success must not complain there, unless
# the test expects a note (sim's end of a run that fell out of the level).
if(code STREQUAL "0" AND NOT err STREQUAL "" AND (NOT DEFINED STDERR OR STDERR STREQUAL ""))
  message(FATAL_ERROR "a successful run wrote to stderr\n${report}")
endif()
if(NOT code STREQUAL "0" AND err STREQUAL "")
  message(FATAL_ERROR "a failing run said nothing on stderr\n${report}")
endif()
