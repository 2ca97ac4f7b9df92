# A made-up Sonic 1 SonLVL project for the GUI tests (sourced): every file
# uncompressed, written with printf; no game data. Two acts: act 1 is 2 x 1
# chunks of floor, act 2 is 3 x 1 with a loop chunk ($81) in the middle and a
# ring at (100, 100). Chunk 1: a floor of block 1 (row 15, solid on both
# planes) under a row of it that is not solid (art only). Block 1 is
# collision array entry 1, a full mask, angle 0; its art is red.
# usage: make_sonlvl_project DIR   (DIR/SonLVL.ini and DIR/data/*.bin)
make_sonlvl_project() {
  local p="$1"
  mkdir -p "$p/data"
  zeros() { head -c "$1" /dev/zero; }
  times() { for _ in $(seq 1 "$1"); do printf "$2"; done; }
  { zeros 448; times 16 '\x00\x01'; times 16 '\x60\x01'; zeros 512; } >"$p/data/chunks.bin"
  { zeros 16; times 16 '\x10'; zeros 4064; } >"$p/data/colarr.bin"         # mask 1: full
  { printf '\x00\xff'; zeros 254; } >"$p/data/angles.bin"
  printf '\x00\x01' >"$p/data/colind.bin"
  printf '\x00\x40\x00\xd0' >"$p/data/start.bin"
  printf '\x01\x00\x01\x01' >"$p/data/act1.bin"                            # 2 x 1 chunks
  printf '\x02\x00\x01\x81\x01' >"$p/data/act2.bin"                        # 3 x 1: floor, loop chunk $81, floor
  { zeros 32; times 32 '\x11'; } >"$p/data/tiles.bin"                      # tile 1: colour 1
  { zeros 8; times 4 '\x00\x01'; } >"$p/data/blocks.bin"                   # block 1: tile 1 four times
  { printf '\x00\x00\x00\x0e'; zeros 28; } >"$p/data/palette.bin"          # colour 1: red
  act() {
    printf '[Test Zone Act %s]\nchunks=data/chunks.bin\nchunkcmp=Uncompressed\nfglayout=data/act%s.bin\n' "$1" "$1"
    printf 'colind=data/colind.bin\nstartpos=data/start.bin\ntiles=data/tiles.bin\ntilecmp=Uncompressed\n'
    printf 'blocks=data/blocks.bin\nblockcmp=Uncompressed\npalette=data/palette.bin:0:0:16\nloopchunks=1\n'
    printf 'objects=data/objects.bin\nobjlst=obj.ini\n'
  }
  printf '\x00\x64\x00\x64\x25\x00\xff\xff' >"$p/data/objects.bin"                 # a ring at (100, 100)
  printf '[25]\nname=Ring\n' >"$p/obj.ini"
  { printf 'version=S1\ncolarr1=data/colarr.bin\nangles=data/angles.bin\n'; act 1; act 2; } >"$p/SonLVL.ini"
}
