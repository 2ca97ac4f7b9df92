// Badniks (sonic/enemy.h, docs/formats.md "Badniks"). Each row is a badnik
// whose init routine sets its collision type once, to an enemy's (bits 6-7
// clear), which nothing in its own routine changes; its box is the touch
// size (half width, half height) that type's low six bits pick from the
// game's table, about the object's obX, obY:
// - Sonic 1: ReactToItem's .sizes ("lea .sizes-2(pc,d0.w),a2": type 1 is
//   the first row), "_incObj/sub ReactToItem.asm";
// - Sonic 2: Touch_Sizes (type 0 the first row), s2.asm; its row $A is
//   "dc.b $10, 8" where Sonic 1's is "dc.b $10, $C";
// - S&K: Touch_Sizes, written as whole sizes halved ("dc.b 24/2, 48/2").
#include "badnik_objects.h"


namespace solidtile::io {
namespace {

struct BadnikRow {
  int id;
  int collision;     // as the init routine sets it
  int halfW, halfH;  // the touch-size row it picks
  EnemyMotion motion = EnemyMotion::None;  // its routine, where modelled (level/enemy_motion.h)
};

// s1disasm _incObj/*.asm, each "move.b #n,obColType(a0)" in its _Main.
// The Buzz Bomber (Obj22, $08: Buzz_Main) and the Newtron (Obj42, 0 in
// Newt_Main; $D once a green one lands, $C as a blue one shows itself: its
// box below) move by their routines (format 17), as do the Moto Bug and the
// Crabmeat; a box standing at a Buzz Bomber's placement would hurt a player
// where the game's is long gone.
constexpr BadnikRow kSonic1[] = {
    {0x1E, 0x05, 0x0C, 0x12},  // Ball Hog, Hog_Main
    {0x1F, 0x06, 0x10, 0x10, EnemyMotion::Crabmeat},  // Crabmeat, Crab_Main
    {0x22, 0x08, 0x18, 0x0C, EnemyMotion::Buzzbomber},  // Buzz Bomber, Buzz_Main
    {0x2B, 0x09, 0x0C, 0x10},  // Chopper, Chop_Main
    {0x2C, 0x0A, 0x10, 0x0C},  // Jaws, Jaws_Main
    {0x2D, 0x05, 0x0C, 0x12},  // Burrobot, Burro_Main
    {0x40, 0x0C, 0x14, 0x10, EnemyMotion::Motobug},  // Moto Bug, Moto_Main
    {0x42, 0x0D, 0x14, 0x08, EnemyMotion::Newtron},  // Newtron, .fall's "move.b #$D" (subtype 0; below)
    {0x55, 0x0B, 0x08, 0x08},  // Basaran, Bas_Main
    {0x60, 0x0B, 0x08, 0x08},  // Orbinaut, Orb_Main (its orbs, $98, are children that hurt)
};

// s2.asm: "move.b #n,collision_flags(a0)" in the _Init, or the last byte of
// its subObjData (LoadSubObject).
constexpr BadnikRow kSonic2[] = {
    {0x4B, 0x0A, 0x10, 0x08},  // Buzzer (EHZ), Obj4B_Init
    {0x5C, 0x09, 0x0C, 0x10, EnemyMotion::Masher},    // Masher (EHZ), Obj5C_Init
    {0x9D, 0x09, 0x0C, 0x10, EnemyMotion::Coconuts},  // Coconuts (EHZ), Obj9D_SubObjData
    {0xA5, 0x0B, 0x08, 0x08},  // Spiny (CPZ), ObjA5_SubObjData
    {0xA7, 0x0B, 0x08, 0x08},  // Grabber (CPZ), ObjA7_SubObjData
    {0x8C, 0x0B, 0x08, 0x08},  // Whisp (ARZ), Obj8C_SubObjData
    {0x91, 0x02, 0x0C, 0x14},  // Chop Chop (ARZ), Obj91_SubObjData
    {0x92, 0x12, 0x08, 0x10},  // Spiker (HTZ), Obj92_SubObjData
    {0x95, 0x0B, 0x08, 0x08},  // Sol (HTZ), Obj95_Init
};

// s3.asm (Angel Island's objects, ids of S&K's set 1: Object pointers - SK
// Set 1.asm 140-143): SetUp_ObjAttributes' last byte, "move.b
// (a1)+,collision_flags(a0)", from each ObjDat.
constexpr BadnikRow kSonic3k[] = {
    {0x8C, 0x23, 24 / 2, 48 / 2},  // Bloominator, ObjDat_Bloominator "dc.b $C, $18, 0, $23"
    {0x8D, 0x0B, 16 / 2, 16 / 2},  // Rhinobot, ObjSlot_Rhinobot (SetUp_ObjAttributesSlotted) "... $B"
    {0x8E, 0x0B, 16 / 2, 16 / 2},  // Monkey Dude, ObjDat_MonkeyDude "dc.b $20, $20, 0, $B"
    {0x8F, 0x17, 16 / 2, 16 / 2},  // Caterkiller Jr (its head), ObjDat_CaterKillerJr "dc.b 8, 8, 0, $17"
};

template <std::size_t N>
const BadnikRow* badnikRow(const BadnikRow (&rows)[N], int id) {
  for (const BadnikRow& r : rows) {
    if (r.id == id) return &r;
  }
  return nullptr;
}

}  // namespace

std::optional<SolidObject> sonlvlBadnik(SonlvlGame game, const SonlvlObjectEntry& e) {
  const BadnikRow* r = game == SonlvlGame::Sonic1   ? badnikRow(kSonic1, e.id)
                       : game == SonlvlGame::Sonic2 ? badnikRow(kSonic2, e.id)
                                                    : badnikRow(kSonic3k, e.id);
  if (!r) return std::nullopt;
  SolidObject o;
  o.kind = ObjectKind::Enemy;
  int halfW = r->halfW, halfH = r->halfH;
  o.motion = r->motion;
  if (o.motion == EnemyMotion::Newtron && e.subtype != 0) {
    // .chkdistance's "tst.b obSubtype(a0); beq.s .istype00": any other is
    // .type01, whose only type is $C ("move.b #$C,obColType(a0)": $14 x $10).
    o.motion = EnemyMotion::NewtronBlue;
    halfH = 0x10;
  }
  o.w = 2 * halfW;
  o.h = 2 * halfH;
  o.path = {{e.x - halfW, e.y - halfH}};
  if (motionReadsFlip(o.motion) && e.flipX) o.dir = ObjectDir::Right;  // obStatus bit 0
  return o;
}

}  // namespace solidtile::io
