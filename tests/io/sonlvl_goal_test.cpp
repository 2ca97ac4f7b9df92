// Issue 27: the act's goal, the signpost, on import (physics/io/src/sonlvl/
// sonlvl_objects.cpp, signpost) and on the imported acts. Sonic 1's Obj0D
// (_incObj/0D Signpost.asm) and Sonic 2's (s2.asm) run the same test:
//
//   Sign_Touch:  move.w (v_player+obX).w,d0; sub.w obX(a0),d0; bcs.s .notouch
//                cmpi.w #$20,d0; bhs.s .notouch        (Sonic 1; no subtype read)
//   Obj0D_Main:  move.w x_pos(a1),d0; sub.w x_pos(a0),d0; bcs.s loc_192D6
//                cmpi.w #$20,d0; bhs.s loc_192D6        (Sonic 2)
//   Obj0D_Init:  tst.b (Current_Act).w; beq.s loc_1921E; move.w #0,x_pos(a0); rts
//                (Sonic 2 outside act 1 and Metropolis 2: the sign is deleted)
//
// The gated tests import Green Hill 1 and Emerald Hill 1 and run a movie
// holding right with a 14-frame jump every 200 frames, as sim plays it (the
// objects' slots, the camera that loads them): the run ends at the goal.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "sim_like_cli.h"
#include "solidtile/io/movie.h"
#include "solidtile/io/sonlvl.h"
#include "solidtile/io/sonlvl_objects.h"
#include "solidtile/level/goal.h"
#include "sonlvl_disassembly.h"
#include "sonlvl_disassembly_level.h"

namespace solidtile {
namespace sonlvl_goal {  // apart from the other tests' names in a unity build
namespace {
namespace fs = std::filesystem;

io::SonlvlObjectEntry entry(int subtype, bool flipX = false) {
  io::SonlvlObjectEntry e;
  e.id = io::kObj0DSignpostId;
  e.subtype = subtype;
  e.x = 9568;
  e.y = 1186;
  e.flipX = flipX;
  return e;
}

TEST(SonlvlGoal, Obj0DIsAGoalInSonic1And2WhateverItsSubtypeAndFlip) {
  for (const io::SonlvlGame g : {io::SonlvlGame::Sonic1, io::SonlvlGame::Sonic2}) {
    for (const int subtype : {0x00, 0x01, 0xFF}) {
      for (const bool flip : {false, true}) {
        const io::SonlvlObjectDecode d = io::decodeSonlvlObject(g, entry(subtype, flip));
        ASSERT_TRUE(d.object) << subtype;
        EXPECT_EQ(d.object->kind, ObjectKind::Goal);
        EXPECT_EQ(d.object->w, 0x20);
        EXPECT_EQ(d.object->h, kGoalHeight);
        ASSERT_EQ(d.object->path.size(), 1u);
        EXPECT_EQ(d.object->path[0].x, 9568);  // the post: the window's left edge is obX
        EXPECT_EQ(d.object->path[0].y + kGoalAbove, 1186);
        EXPECT_EQ(objectProblem(*d.object), "");
      }
    }
  }
  // S&K's object $0D is another object: its end sign falls after the boss.
  EXPECT_FALSE(io::decodeSonlvlObject(io::SonlvlGame::Sonic3K, entry(0)).object);
}

TEST(SonlvlGoal, Sonic2DeletesTheSignOutsideAct1AndMetropolis2) {
  EXPECT_TRUE(io::sonic2ActKeepsSignpost("Emerald Hill Zone Act 1"));
  EXPECT_TRUE(io::sonic2ActKeepsSignpost("Metropolis Zone Act 2"));
  EXPECT_FALSE(io::sonic2ActKeepsSignpost("Emerald Hill Zone Act 2"));
  EXPECT_FALSE(io::sonic2ActKeepsSignpost("Metropolis Zone Act 3"));
  io::SonlvlObjectEntry e = entry(0);
  e.sonic2SignGone = true;
  const io::SonlvlObjectDecode d = io::decodeSonlvlObject(io::SonlvlGame::Sonic2, e);
  EXPECT_FALSE(d.object);
  EXPECT_NE(d.markerReason.find("Obj0D_Init deletes the signpost"), std::string::npos) << d.markerReason;
  // Sonic 1 has no such test: every act's sign is a goal.
  EXPECT_TRUE(io::decodeSonlvlObject(io::SonlvlGame::Sonic1, e).object);
  // The summary, which knows no act, takes act 1's.
  const io::SonlvlObjectSummary s = io::summarizeSonlvlObjects({{0x0D, "Signpost", 0, 0, 0}}, Profile::Sonic2);
  EXPECT_EQ(s.simulated, 1);
}

std::string fileText(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// The text of a routine from `from` to `to` in a disassembly's file holds
// every one of `lines` and never names `absent`.
void expectRoutine(const fs::path& file, const char* from, const char* to, std::initializer_list<const char*> lines,
                   const char* absent) {
  const std::string text = fileText(file);
  const std::size_t at = text.find(from);
  ASSERT_NE(at, std::string::npos) << from;
  const std::string routine = text.substr(at, text.find(to, at) - at);
  for (const char* line : lines) EXPECT_NE(routine.find(line), std::string::npos) << from << ": " << line;
  EXPECT_EQ(routine.find(absent), std::string::npos) << from << " reads " << absent;
}

// The routines' own text, as level/goal.h quotes it.
TEST(SonlvlGoalDisassembly, BothGamesTestTheXWindowAlone) {
  static_assert(kGoalWidth == 0x20);
  const std::optional<fs::path> s1 = test::disassembly("SOLIDTILE_S1DISASM", "s1disasm");
  const std::optional<fs::path> s2 = test::disassembly("SOLIDTILE_S2DISASM", "s2disasm");
  if (!s1 && !s2) GTEST_SKIP() << "no disassembly found (SOLIDTILE_S1DISASM, SOLIDTILE_S2DISASM or SOLIDTILE_DISASM_DIR)";
  if (s1) {
    expectRoutine(*s1 / "_incObj" / "0D Signpost.asm", "Sign_Touch:", ".notouch:",
                  {"move.w\t(v_player+obX).w,d0", "sub.w\tobX(a0),d0", "bcs.s\t.notouch", "cmpi.w\t#$20,d0", "bhs.s\t.notouch"},
                  "obY");
  }
  if (s2) {
    expectRoutine(*s2 / "s2.asm", "Obj0D_Main:", "loc_192D6:",
                  {"move.w\tx_pos(a1),d0", "sub.w\tx_pos(a0),d0", "bcs.s\tloc_192D6", "cmpi.w\t#$20,d0", "bhs.s\tloc_192D6"},
                  "y_pos");
    expectRoutine(*s2 / "s2.asm", "Obj0D_Init:", "Obj0D_Main:",
                  {"cmpi.w\t#metropolis_zone_act_2,(Current_ZoneAndAct).w", "tst.b\t(Current_Act).w", "move.w\t#0,x_pos(a0)"},
                  "subtype");
  }
}

// Hold right, and jump for 14 frames every 200 (a fixed movie, as sim reads it).
io::Movie rightAndJump() {
  std::string text;
  for (int k = 0; k < 50; ++k) text += "186 R\n14 RJ\n";
  io::MovieResult m = io::parseMovie(text);
  EXPECT_TRUE(m.movie);
  return m.movie ? *m.movie : io::Movie{};
}

struct GoalRun {
  long frames = 0;  // the frames stepped, as sim counts them
  PlayerState end;
};

// The movie as sim plays it: the objects' slots and the camera that loads them.
GoalRun simRun(const Level& level, const io::Movie& movie, Profile profile) {
  test::SimLikeCli run(level, profile, movie.header.presses.value_or(Presses::OnKeyDown));
  GoalRun r;
  for (std::size_t f = 0; f < movie.frames.size() && !run.s.outOfLevel; ++f) {
    run.step(movie.frames[f]);
    r.frames = static_cast<long>(f + 1);
  }
  r.end = run.s;
  return r;
}

struct Act {
  const char* own;
  const char* folder;
  const char* name;
  Profile profile;
  int signX;
  long frame;           // measured: the frame the run reaches the goal
  const char* summary;  // the import summary's start
};

// Measured with this movie: Green Hill 1 reaches its sign (x 9568) on frame
// 4415 (4386 with its badniks standing still, before level format 17's Sonic
// 1 motions) and Emerald Hill 1 its own (x 10816) on frame 7589; before goals
// the first ran on past it and fell out at x ~10456, frame 4541.
TEST(SonlvlGoalDisassembly, HoldingRightAndJumpingEndsAtEachActsGoal) {
  const Act acts[] = {
      {"SOLIDTILE_S1DISASM", "s1disasm", "Green Hill Zone Act 1", Profile::Sonic1, 9568, 4415, "197 of 214 objects simulated"},
      {"SOLIDTILE_S2DISASM", "s2disasm", "Emerald Hill Zone Act 1", Profile::Sonic2, 10816, 7589, "334 of 361 objects simulated"}};
  int ran = 0;
  for (const Act& a : acts) {
    const std::optional<fs::path> root = test::disassembly(a.own, a.folder);
    if (!root) continue;
    ++ran;
    const io::SonlvlImportResult r = test::importDisassemblyLevel(*root, a.name);
    ASSERT_TRUE(r.file) << a.name;
    const Level& level = r.file->level;
    int goals = 0, at = -1;
    for (std::size_t i = 0; i < level.objects.size(); ++i) {
      if (level.objects[i].kind != ObjectKind::Goal) continue;
      ++goals;
      at = static_cast<int>(i);
      EXPECT_EQ(level.objects[i].path[0].x, a.signX) << a.name;
    }
    EXPECT_EQ(goals, 1) << a.name;
    // As import-sonlvl says it (the game's tables read: Emerald Hill's spirals are twists).
    const std::string summary = io::describeSonlvlObjects(
        io::summarizeSonlvlObjects(r.file->markers, r.file->profile, io::holdsGameTables(level.objects)), 100);
    EXPECT_EQ(summary.rfind(a.summary, 0), 0u) << summary;
    EXPECT_EQ(summary.find("Obj0D"), std::string::npos) << summary;
    const GoalRun run = simRun(level, rightAndJump(), a.profile);
    ASSERT_TRUE(run.end.outOfLevel) << a.name << " ran " << run.frames << " frames to x " << (run.end.x >> 8);
    EXPECT_EQ(run.end.ended, RunEnd::Goal) << a.name << " ended " << runEndName(run.end.ended) << " at x " << (run.end.x >> 8);
    EXPECT_EQ(run.end.endedBy, at) << a.name;
    EXPECT_EQ(run.frames, a.frame) << a.name << " at x " << (run.end.x >> 8);
    EXPECT_GE(run.end.x >> 8, a.signX) << a.name;
    EXPECT_LT(run.end.x >> 8, a.signX + 0x20) << a.name;
  }
  if (ran == 0) GTEST_SKIP() << "no disassembly found (SOLIDTILE_S1DISASM, SOLIDTILE_S2DISASM or SOLIDTILE_DISASM_DIR)";
}

}  // namespace
}  // namespace sonlvl_goal
}  // namespace solidtile
