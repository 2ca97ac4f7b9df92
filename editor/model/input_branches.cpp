#include "model/input_branches.h"

#include <algorithm>
#include <system_error>

#include "solidtile/camera/camera.h"
#include "solidtile/io/branches.h"

namespace solidtile::editor {

bool InputBranches::save(const std::string& name, std::span<const Input> rows, std::string* why) {
  if (std::string bad = io::branchNameProblem(name); !bad.empty()) {
    if (why) *why = std::move(bad);
    return false;
  }
  auto it = std::find_if(branches_.begin(), branches_.end(), [&](const InputBranch& b) { return b.name == name; });
  if (it == branches_.end()) it = branches_.insert(branches_.end(), InputBranch{name, {}});
  it->rows.assign(rows.begin(), rows.end());
  current = name;
  return true;
}

bool InputBranches::remove(const std::string& name) {
  const auto it = std::find_if(branches_.begin(), branches_.end(), [&](const InputBranch& b) { return b.name == name; });
  if (it == branches_.end()) return false;
  branches_.erase(it);
  if (current == name) current.reset();
  if (ghost == name) ghost.reset();
  return true;
}

void InputBranches::replaceAll(std::vector<InputBranch> branches) {
  branches_ = std::move(branches);
  if (current && !find(*current)) current.reset();
  if (ghost && !find(*ghost)) ghost.reset();
}

bool saveBranchesBeside(const InputBranches& b, const std::filesystem::path& movie, std::string* why) {
  const std::filesystem::path path = io::branchesPathFor(movie);
  std::error_code ec;
  if (b.all().empty() && !std::filesystem::exists(path, ec)) return true;
  std::vector<io::Branch> out;
  out.reserve(b.all().size());
  for (const InputBranch& branch : b.all()) out.push_back({branch.name, branch.rows});
  if (io::saveBranches(path, out, why)) return true;
  if (why) *why = "the input branches were not saved to " + path.string() + ": " + *why;
  return false;
}

BranchesBeside loadBranchesBeside(InputBranches& b, const std::filesystem::path& movie, std::size_t maxFrames,
                                  std::string* why) {
  const std::filesystem::path path = io::branchesPathFor(movie);
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return BranchesBeside::None;
  io::BranchLimits limits;
  limits.maxFramesPerBranch = maxFrames;
  io::BranchesResult r = io::loadBranches(path, limits);
  if (!r.branches) {
    if (why) *why = io::describe(path.string(), r.problems);
    return BranchesBeside::Bad;
  }
  std::vector<InputBranch> in;
  in.reserve(r.branches->size());
  for (io::Branch& branch : *r.branches) in.push_back({std::move(branch.name), std::move(branch.frames)});
  b.replaceAll(std::move(in));
  return BranchesBeside::Loaded;
}

const InputBranch* InputBranches::find(const std::string& name) const {
  const auto it = std::find_if(branches_.begin(), branches_.end(), [&](const InputBranch& b) { return b.name == name; });
  return it == branches_.end() ? nullptr : &*it;
}

std::vector<Ghost::Point> branchPath(const Timeline& t, std::span<const Input> rows) {
  std::vector<Ghost::Point> path;
  path.reserve(rows.size() + 1);
  PlayerState s = startState(t.level(), t.config(), t.start());
  path.push_back({s.x, s.y});
  const PlayerStepFn step = playerStepFor(t.config());
  std::vector<ObjectSlot> slots(t.level().objects.slotCount());
  // A level whose objects exist by the camera's place moves it as the run does.
  const bool loads = t.level().objects.followsCamera();
  const CameraConfig cameraCfg = cameraConfigFor(t.config().profile);
  CameraState camera = startCamera(cameraCfg, t.level(), s);
  startObjectLoading(t.level().objects, camera, slots);
  for (const Input in : rows) {
    beforeStep(s, t.presses());
    step(s, t.level(), t.config(), in, nullptr, slots);
    if (loads) stepCameraAndObjects(camera, cameraCfg, t.level(), s, t.config(), slots);
    path.push_back({s.x, s.y});
  }
  return path;
}

std::span<const Ghost::Point> BranchGhostCache::path(const Timeline& t, const InputBranch& b) {
  if (b.name != name_ || b.rows != rows_ || t.simulationVersion() != version_ || path_.empty()) {
    name_ = b.name;
    rows_ = b.rows;
    version_ = t.simulationVersion();
    path_ = branchPath(t, b.rows);
  }
  return path_;
}

}  // namespace solidtile::editor
