// The translation unit that builds the tests' shared precompiled header
// (tests/CMakeLists.txt, solidtile_test_pch); it holds no code of its own.
