#include "session/sonlvl_document.h"

#include <cstdlib>

#include "session/document_files.h"
#include "model/background.h"
#include "solidtile/io/atomic_file.h"
#include "solidtile/io/collision_png.h"
#include "solidtile/io/sonlvl.h"
#include "solidtile/io/sonlvl_export.h"
#include "solidtile/io/sonlvl_objects.h"

namespace solidtile::editor {
namespace {

// A file name from a level's name: letters, digits, '-' and '_' kept, the rest '_'.
std::string fileStem(const std::string& name) {
  std::string out;
  for (const char c : name) {
    const bool keep = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
    out += keep ? c : '_';
  }
  return out.empty() ? "level" : out;
}

std::vector<std::string> problemLines(const std::vector<io::Problem>& problems) {
  std::vector<std::string> lines;
  for (const io::Problem& p : problems) lines.push_back(p.where.empty() ? p.what : p.where + ": " + p.what);
  return lines;
}

}  // namespace

// "42 of 118 objects simulated (O lists the markers); " or nothing: the
// status line is short, the platforms panel names the types that stay markers.
std::string objectsNote(const io::LevelFile& f) {
  const io::SonlvlObjectSummary s = io::summarizeSonlvlObjects(f.markers, f.profile, io::holdsGameTables(f.level.objects));
  if (s.total == 0) return {};
  return std::to_string(s.simulated) + " of " + std::to_string(s.total) + " objects simulated" +
         (s.markers.empty() ? "" : " (O lists the markers)") + "; ";
}

std::filesystem::path sonlvlArtDirectory() {
  if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg != nullptr && xdg[0] == '/') {
    return std::filesystem::path(xdg) / "solidtile" / "sonlvl";
  }
  if (const char* home = std::getenv("HOME"); home != nullptr && home[0] != '\0') {
    return std::filesystem::path(home) / ".cache" / "solidtile" / "sonlvl";
  }
  return std::filesystem::temp_directory_path() / "solidtile-sonlvl";
}

bool importSonlvlDocument(EditorContext& ctx, const std::filesystem::path& ini, const std::string& level,
                          const std::filesystem::path& artDir) {
  const std::string title = "Could not import " + level;
  const io::ProjectResult project = io::loadSonlvlProject(ini);
  if (!project.project) {
    ctx.showError(title, io::describe(ini.string(), project.problems));
    return false;
  }
  io::SonlvlImportResult r = io::importSonlvlLevel(*project.project, level);
  if (!r.file) {
    ctx.showError(title, io::describe(ini.string() + " [" + level + "]", r.problems));
    return false;
  }
  const io::SonlvlArtResult art = io::renderSonlvlArt(*project.project, level);
  std::string artNote;
  if (art.art) {
    std::error_code ec;
    std::filesystem::create_directories(artDir, ec);
    const std::filesystem::path png = std::filesystem::absolute(artDir / (fileStem(level) + ".png"), ec);
    const std::string bytes = io::encodePng(art.art->rgba, art.art->width, art.art->height, io::kFastPngLevel);
    std::string why;
    if (!bytes.empty() && io::writeFileAtomic(png, bytes, &why)) {
      Background b;
      b.path = png;
      b.opacity = 1.0f;
      r.file->unknownJson = writeBackground(r.file->unknownJson, b, {});
    } else {
      artNote = "; the art could not be written (" + (bytes.empty() ? std::string("PNG encoder failed") : why) + ")";
    }
  } else {
    artNote = "; no art: " + io::describe("", art.problems);
  }
  replaceDocument(ctx, std::move(*r.file), {});
  std::error_code ec;
  const std::filesystem::path absolute = std::filesystem::absolute(ini, ec);
  ctx.doc.sonlvl = SonlvlTarget{ec ? ini : absolute, level};
  ctx.doc.history.markNeverSaved();  // nothing on disk holds it yet: quitting asks
  const Level& l = ctx.doc.level();
  ctx.status = "Imported " + level + ": " + std::to_string(l.width()) + " x " + std::to_string(l.height()) + " tiles, " +
               std::to_string(l.masks().size()) + " masks, " + std::to_string(l.loops.size()) +
               (l.loops.size() == 1 ? " loop region" : " loop regions") + "; runs the " +
               profileName(ctx.doc.file.profile.value_or(Profile::Guide)) + " profile; " + objectsNote(ctx.doc.file) + "not saved yet" +
               artNote;
  return true;
}

bool saveSonlvlDocument(EditorContext& ctx, const SonlvlTarget& target) {
  SonlvlSaveReport& report = ctx.sonlvlReport;
  report = {};
  const std::string where = target.ini.string() + " [" + target.level + "]";
  const auto refuse = [&](const char* why, const std::vector<io::Problem>& problems) {
    report.title = "Not saved to " + target.level;
    report.summary = where + "\nNothing was written: " + why;
    report.lines = problemLines(problems);
    report.refused = true;
    ctx.status = "Not saved to " + target.level + ": nothing written";
    return false;
  };
  const io::ProjectResult project = io::loadSonlvlProject(target.ini);
  if (!project.project) return refuse("the project could not be read.", project.problems);
  const io::SonlvlExportPlan plan = io::planSonlvlExport(*project.project, target.level, ctx.doc.file);
  if (!plan.problems.empty()) return refuse("the project's format cannot hold these edits.", plan.problems);
  std::string why;
  if (!io::writeSonlvlExport(plan, &why)) {
    // Each file is replaced atomically after its backup, so every file is
    // either its old self or its new self; the ones before the failure are new.
    return refuse("writing failed.", {{"", why}, {"", "Files written before the failure keep their FILE.bak copies."}});
  }
  int written = 0;
  for (const io::SonlvlExportFile& f : plan.files) {
    if (!f.changed) continue;
    ++written;
    std::filesystem::path bak = f.path;
    bak += ".bak";
    const std::string shared = io::describeSharing(f);
    report.lines.push_back(f.path.lexically_normal().string() + "  (the old one is " + bak.filename().string() + ")" +
                           (shared.empty() ? "" : "; " + shared));
  }
  ctx.doc.sonlvl = target;
  report.title = "Saved to " + target.level;
  report.summary = written == 0 ? where + "\nNothing changed: the project's files already hold this collision, so none was written."
                                : where + "\n" + std::to_string(written) + (written == 1 ? " file" : " files") + " written, " +
                                      std::to_string(plan.files.size() - static_cast<std::size_t>(written)) + " unchanged:";
  ctx.status = written == 0 ? "Saved to " + target.level + ": nothing changed"
                            : "Saved to " + target.level + ": " + std::to_string(written) + (written == 1 ? " file" : " files") +
                                  " written, old ones in .bak";
  return true;
}

}  // namespace solidtile::editor
