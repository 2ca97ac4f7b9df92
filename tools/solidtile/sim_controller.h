// `solidtile sim`'s controllers: what a run needs of the thing it steps (its
// trace, its step, when it has left the level), one implementation file per
// controller (sim_sonic.cpp, sim_box.cpp) and one table of them
// (sim_controllers.cpp), so a new controller is a new file and a table row.
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "solidtile/input.h"
#include "solidtile/io/level_file.h"
#include "solidtile/sonic/profile.h"
#include "solidtile/sonic/run.h"
#include "trace_out.h"

namespace solidtile::cli {

// What the options, the movie's header and the level decided.
struct SimSetup {
  const io::LevelFile* level = nullptr;
  RunSpec start;
  std::optional<Profile> profile;
  std::optional<Character> character;
  bool fixQuirks = false;
  std::string boxConfigPath;  // --box-config
  bool camera = false;        // --camera: the camera's columns in the trace
  Presses presses = Presses::OnKeyDown;  // the movie header's
};

class SimRun {
 public:
  virtual ~SimRun() = default;
  // The trace's header and row 0 (the state before the first step).
  virtual void traceStart(std::string& out) const = 0;
  // Steps up to `frames` times, stopping when the controller leaves the
  // level; with a trace, a row after each step. Returns the frames stepped.
  virtual long run(std::span<const Input> movie, long frames, TraceOut& trace) = 0;
  // After run(): when the run ended (fell out of the level, crushed, killed,
  // the goal reached), says why on stderr.
  virtual void sayWhyItEnded(long ran) const = 0;
};

struct SimController {
  const char* name;  // as --controller, a movie's header and a level's "controller" name it
  // The run at its start, or nullptr after saying on stderr why not.
  std::unique_ptr<SimRun> (*start)(const SimSetup& setup);
};

std::span<const SimController> simControllers();
const SimController* findSimController(std::string_view name);
// "sonic or box": the names, for messages.
std::string simControllerNames();

// The loop every controller runs, its step and test inlined: no call through
// a pointer per frame, and no trace test per frame in an untraced run (issue 31).
template <typename Step, typename Left, typename Row>
long runFrames(std::span<const Input> movie, long frames, TraceOut& trace, Step&& step, Left&& left, Row&& row) {
  long ran = 0;
  const long inMovie = frames < static_cast<long>(movie.size()) ? frames : static_cast<long>(movie.size());
  if (!trace.enabled()) {
    const Input* in = movie.data();
    while (ran < inMovie && !left()) step(in[ran++]);
    while (ran < frames && !left()) {  // past the movie's end no keys are held
      step(Input{0});
      ++ran;
    }
    return ran;
  }
  std::string& out = trace.buffer();
  while (ran < frames && !left()) {
    step(inputAt(movie, ran));
    ++ran;
    row(out, ran);
    trace.flushSome();
  }
  return ran;
}

}  // namespace solidtile::cli
