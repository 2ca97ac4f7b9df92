# Writes a man page from a program's own help text (cmake -P, at build time):
#   -DPROGRAM=path -DNAME=solidtile -DVERSION=0.3.0 -DSUMMARY="one line" -DOUT=file.1
# The page is the --help output, plus `PROGRAM help CMD` for every command the
# overview lists, so it says exactly what the program says.

function(run_program out)
  execute_process(COMMAND ${PROGRAM} ${ARGN} OUTPUT_VARIABLE text ERROR_VARIABLE err RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${PROGRAM} ${ARGN} exited with ${rc}: ${err}")
  endif()
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

# Help text as roff: shown as written (no filling), with backslashes, hyphens
# and lines that start with a dot or quote kept literal.
function(roff_literal out text)
  string(REPLACE "\\" "\\e" text "${text}")
  string(REPLACE "-" "\\-" text "${text}")
  string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" text "${text}")
  set(${out} ".nf\n${text}.fi\n" PARENT_SCOPE)
endfunction()

run_program(help --help)
string(TOUPPER "${NAME}" title)
string(REPLACE "-" "\\-" name_roff "${NAME}")
set(page ".TH ${title} 1 \"\" \"${NAME} ${VERSION}\" \"User Commands\"\n")
string(APPEND page ".SH NAME\n${name_roff} \\- ${SUMMARY}\n.SH SYNOPSIS AND OPTIONS\n")
roff_literal(body "${help}")
string(APPEND page "${body}")

# Subcommands: the lines "  NAME  summary" under "Commands:" in the overview.
string(FIND "${help}" "Commands:\n" at)
if(at GREATER -1)
  string(SUBSTRING "${help}" ${at} -1 listing)
  string(REGEX MATCHALL "\n  [a-z][a-z0-9-]*  " entries "${listing}")
  string(APPEND page ".SH COMMANDS\n")
  foreach(entry ${entries})
    string(STRIP "${entry}" command)
    run_program(command_help help ${command})
    roff_literal(body "${command_help}")
    string(REPLACE "-" "\\-" command_roff "${command}")
    string(APPEND page ".SS ${command_roff}\n${body}")
  endforeach()
endif()
string(APPEND page ".SH FILES\n.TP\nshare/solidtile/levels, share/solidtile/movies\nThe shipped levels and input movies (under the install prefix).\n")
string(APPEND page ".SH SEE ALSO\n.BR solidtile (1),\n.BR solidtile\\-editor (1).\nThe file formats are specified in docs/formats.md of Solidtile's source.\n")
file(WRITE "${OUT}" "${page}")
