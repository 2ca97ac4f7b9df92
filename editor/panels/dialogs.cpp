#include "panels/dialogs.h"

#include <algorithm>
#include <system_error>

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_internal.h>
#include <imgui_stdlib.h>

#include "session/actions.h"
#include "session/shortcuts.h"
#include "panels/text_fit.h"

namespace solidtile::editor {
namespace {

void centreNext() {
  const ImGuiViewport* v = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(ImVec2(v->Pos.x + v->Size.x / 2, v->Pos.y + v->Size.y / 2), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
}

bool pressed(const EditorContext& ctx, int glfwKey) { return keyTapped(ctx, glfwKey); }

bool enterPressed(const EditorContext& ctx) { return pressed(ctx, GLFW_KEY_ENTER) || pressed(ctx, GLFW_KEY_KP_ENTER); }

bool beginModal(const char* name) {
  centreNext();
  return ImGui::BeginPopupModal(name, nullptr, ImGuiWindowFlags_AlwaysAutoResize);
}

}  // namespace

bool keyTapped(const EditorContext& ctx, int glfwKey) {
  for (const InputEvent& e : ctx.events) {
    if (e.kind == InputEvent::Key && e.button == glfwKey && e.x == 0 && (e.mods & (GLFW_MOD_CONTROL | GLFW_MOD_ALT)) == 0) {
      return true;
    }
  }
  return ImGui::IsKeyPressed(glfwKey, false);
}

bool closeTopmostOnEscape(EditorContext& ctx) {
  ImGuiContext& g = *ImGui::GetCurrentContext();
  int keep = g.OpenPopupStack.Size;
  while (keep > 0) {
    const ImGuiWindow* w = g.OpenPopupStack[keep - 1].Window;
    if (w != nullptr && (w->Flags & ImGuiWindowFlags_Modal) != 0) break;
    --keep;
  }
  if (keep < g.OpenPopupStack.Size) {
    ImGui::ClosePopupToLevel(keep, true);
    return true;
  }
  if (keep > 0) return false;  // a modal dialog answers Esc itself
  if (ctx.helpOpen) {
    ctx.helpOpen = false;
    return true;
  }
  if (ctx.backgroundWindowOpen) {
    ctx.backgroundWindowOpen = false;
    return true;
  }
  return false;
}

int FileBrowser::nextId() {
  static int last = 0;
  return ++last;
}

void FileBrowser::open(Mode mode, const std::filesystem::path& start, const std::string& fileName, std::string extension,
                       std::string title) {
  mode_ = mode;
  extension_ = std::move(extension);
  title_ = std::move(title);
  std::error_code ec;
  dir_ = start.empty() || !std::filesystem::is_directory(start, ec) ? std::filesystem::current_path(ec) : start;
  name_ = fileName;
  error_.clear();
  requested_ = true;
  open_ = true;
  list();
}

bool FileBrowser::listsExtension(const std::string& ext) const {
  for (std::size_t at = 0;;) {
    const std::size_t bar = extension_.find('|', at);
    if (extension_.compare(at, bar == std::string::npos ? std::string::npos : bar - at, ext) == 0) return true;
    if (bar == std::string::npos) return false;
    at = bar + 1;
  }
}

void FileBrowser::list() {
  entries_.clear();
  std::error_code ec;
  for (const auto& e : std::filesystem::directory_iterator(dir_, std::filesystem::directory_options::skip_permission_denied, ec)) {
    const std::string n = e.path().filename().string();
    if (n.empty() || n[0] == '.') continue;
    std::error_code dirEc;
    const bool isDir = e.is_directory(dirEc);
    if (isDir || listsExtension(e.path().extension().string())) entries_.emplace_back(n, isDir);
  }
  if (ec) error_ = "cannot list " + dir_.string() + ": " + ec.message();
  std::sort(entries_.begin(), entries_.end(), [](const auto& a, const auto& b) {
    return a.second != b.second ? a.second : a.first < b.first;
  });
}

std::optional<std::filesystem::path> FileBrowser::draw(const EditorContext& ctx) {
  std::optional<std::filesystem::path> chosen;
  if (!open_) return chosen;
  // The title is shown; the part after ### is the popup's identity, one per browser.
  const std::string title = (!title_.empty()            ? title_
                             : mode_ == Mode::Open   ? std::string("Open level")
                             : mode_ == Mode::SaveAs ? std::string("Save level as")
                                                     : std::string("Choose background image")) +
                            "###files" + std::to_string(id_);
  if (requested_) {
    ImGui::OpenPopup(title.c_str());
    requested_ = false;
  }
  ImGui::SetNextWindowSize(ImVec2(560, 420), ImGuiCond_Appearing);
  centreNext();
  if (!ImGui::BeginPopupModal(title.c_str(), nullptr)) {
    open_ = false;
    return chosen;
  }
  ImGui::TextUnformatted(dir_.string().c_str());
  if (ImGui::Button("Up") && dir_.has_parent_path()) {
    dir_ = dir_.parent_path();
    list();
  }
  ImGui::BeginChild("entries", ImVec2(0, -ImGui::GetFrameHeightWithSpacing() * 2.4f), true);
  for (const auto& [name, isDir] : entries_) {
    const std::string label = isDir ? name + "/" : name;
    if (ImGui::Selectable(label.c_str(), !isDir && name == name_, ImGuiSelectableFlags_AllowDoubleClick)) {
      if (isDir) {
        dir_ /= name;
        list();
        break;
      }
      name_ = name;
      if (ImGui::IsMouseDoubleClicked(0)) chosen = dir_ / name_;
    }
  }
  ImGui::EndChild();
  ImGui::SetNextItemWidth(-1);
  if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
  // Enter from the key events as well: ImGui samples keys once a frame and
  // misses a tap between two frames of a slow machine.
  bool enter = ImGui::InputText("##name", &name_, ImGuiInputTextFlags_EnterReturnsTrue);
  enter = enter || (ImGui::IsItemActive() && enterPressed(ctx));
  if (!error_.empty()) ImGui::TextColored(ImVec4(1, 0.5f, 0.4f, 1), "%s", error_.c_str());
  if ((ImGui::Button(mode_ == Mode::SaveAs ? "Save" : "Open", ImVec2(120, 0)) || enter) && !name_.empty()) {
    std::filesystem::path p(name_);
    if (mode_ == Mode::SaveAs && p.extension().empty()) p += extension_.substr(0, extension_.find('|'));
    chosen = p.is_absolute() ? p : dir_ / p;
  }
  ImGui::SameLine();
  if (ImGui::Button("Cancel", ImVec2(120, 0)) || keyTapped(ctx, GLFW_KEY_ESCAPE)) {
    ImGui::CloseCurrentPopup();
    open_ = false;
  }
  if (chosen) {
    ImGui::CloseCurrentPopup();
    open_ = false;
  }
  ImGui::EndPopup();
  return chosen;
}

void Dialogs::draw(EditorContext& ctx) {
  if (ctx.openDialogRequested) {
    ctx.openDialogRequested = false;
    browsing_ = FileBrowser::Mode::Open;
    browser_.open(browsing_, ctx.doc.path.empty() ? std::filesystem::path(ctx.settings.lastDirectory) : ctx.doc.path.parent_path(), "");
  }
  if (ctx.saveAsRequested) {
    ctx.saveAsRequested = false;
    browsing_ = FileBrowser::Mode::SaveAs;
    const std::string name = ctx.doc.path.empty() ? "level.json" : ctx.doc.path.filename().string();
    browser_.open(browsing_, ctx.doc.path.empty() ? std::filesystem::path(ctx.settings.lastDirectory) : ctx.doc.path.parent_path(), name);
  }
  if (auto chosen = browser_.draw(ctx)) {
    ctx.settings.lastDirectory = chosen->parent_path().string();
    if (browsing_ == FileBrowser::Mode::Open) {
      ctx.fileRequests.push_back(FileAction::open(*chosen));
    } else {
      ctx.saveAsTarget = *chosen;
    }
  }
  newLevel(ctx);
  resize(ctx);
  unsaved(ctx);
  unsavedMovie(ctx);
  error(ctx);
  recovery(ctx);
  help(ctx);
}

void Dialogs::newLevel(EditorContext& ctx) {
  if (ctx.newDialogRequested) {
    ctx.newDialogRequested = false;
    ImGui::OpenPopup("New level");
  }
  if (!beginModal("New level")) return;
  ImGui::TextUnformatted("Size in 16 x 16 tiles");
  ImGui::SetNextItemWidth(200);
  ImGui::InputInt2("width, height", newSize_);
  ImGui::SetNextItemWidth(200);
  ImGui::SliderInt("collision paths", &newSize_[2], 1, 2);
  std::string why;
  const bool valid = Level::validSize(newSize_[0], newSize_[1], newSize_[2], &why);
  if (!valid) ImGui::TextColored(ImVec4(1, 0.5f, 0.4f, 1), "%s", why.c_str());
  ImGui::BeginDisabled(!valid);
  if ((ImGui::Button("Create", ImVec2(120, 0)) || enterPressed(ctx)) && valid) {
    ctx.fileRequests.push_back(FileAction::newLevel(newSize_[0], newSize_[1], newSize_[2]));
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndDisabled();
  ImGui::SameLine();
  if (ImGui::Button("Cancel", ImVec2(120, 0)) || pressed(ctx, GLFW_KEY_ESCAPE)) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

void Dialogs::resize(EditorContext& ctx) {
  if (ctx.resizeDialogRequested) {
    ctx.resizeDialogRequested = false;
    resizeSize_[0] = ctx.doc.level().width();
    resizeSize_[1] = ctx.doc.level().height();
    ImGui::OpenPopup("Resize level");
  }
  if (!beginModal("Resize level")) return;
  ImGui::Text("Now %d x %d tiles", ctx.doc.level().width(), ctx.doc.level().height());
  ImGui::SetNextItemWidth(200);
  ImGui::InputInt2("new width, height", resizeSize_);
  ImGui::TextUnformatted("Anchor: the content stays against this side");
  const char* arrows[9] = {"NW", "N", "NE", "W", "C", "E", "SW", "S", "SE"};
  for (int i = 0; i < 9; ++i) {
    ImGui::PushID(i);
    if (i % 3 != 0) ImGui::SameLine();
    if (ImGui::Selectable(arrows[i], anchor_ == i, 0, ImVec2(36, 24))) anchor_ = i;
    ImGui::PopID();
  }
  std::string why;
  const bool valid = Level::validSize(resizeSize_[0], resizeSize_[1], ctx.doc.level().layerCount(), &why);
  if (!valid) ImGui::TextColored(ImVec4(1, 0.5f, 0.4f, 1), "%s", why.c_str());
  ImGui::BeginDisabled(!valid);
  if (ImGui::Button("Resize", ImVec2(120, 0))) {
    actions::resizeLevel(ctx, resizeSize_[0], resizeSize_[1], anchor_ % 3, anchor_ / 3);
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndDisabled();
  ImGui::SameLine();
  if (ImGui::Button("Cancel", ImVec2(120, 0)) || pressed(ctx, GLFW_KEY_ESCAPE)) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

namespace {

// The unsaved-changes prompts' answer: Enter saves, D discards, Esc cancels.
enum class Answer { None, Save, Discard, Cancel };
Answer askToSave(const EditorContext& ctx, const char* save) {
  ImGui::TextDisabled("Enter saves, D does not, Esc cancels.");
  ImGui::Spacing();
  Answer a = Answer::None;
  if (ImGui::Button(save, ImVec2(120, 0)) || enterPressed(ctx)) a = Answer::Save;
  ImGui::SameLine();
  if (ImGui::Button("Don't save", ImVec2(120, 0)) || pressed(ctx, GLFW_KEY_D)) a = Answer::Discard;
  ImGui::SameLine();
  if (ImGui::Button("Cancel", ImVec2(120, 0)) || pressed(ctx, GLFW_KEY_ESCAPE)) a = Answer::Cancel;
  if (a != Answer::None) ImGui::CloseCurrentPopup();
  return a;
}

}  // namespace

void Dialogs::unsaved(EditorContext& ctx) {
  if (ctx.unsavedPrompt && !ImGui::IsPopupOpen("Unsaved changes")) ImGui::OpenPopup("Unsaved changes");
  if (!beginModal("Unsaved changes")) return;
  ImGui::Text("%s has changes that are not saved.", ctx.doc.path.empty() ? "This level" : ctx.doc.path.filename().string().c_str());
  ImGui::TextUnformatted("Save them first?");
  const Answer a = askToSave(ctx, "Save");
  if (a == Answer::Save) {
    ctx.afterSave = ctx.unsavedPrompt;
    ctx.saveRequested = true;
  }
  if (a == Answer::Discard) ctx.confirmed = ctx.unsavedPrompt;
  if (a != Answer::None) ctx.unsavedPrompt.reset();
  ImGui::EndPopup();
}

void Dialogs::unsavedMovie(EditorContext& ctx) {
  if (ctx.unsavedMoviePrompt && !ImGui::IsPopupOpen("Unsaved input movie")) ImGui::OpenPopup("Unsaved input movie");
  if (!beginModal("Unsaved input movie")) return;
  ImGui::TextUnformatted("The debugger's input movie has frames that are not saved.");
  ImGui::TextUnformatted("Save the movie first?");
  FileAction next = ctx.unsavedMoviePrompt.value_or(FileAction{});
  next.movieAsked = true;
  const Answer a = askToSave(ctx, "Save movie...");
  if (a == Answer::Save) {
    ctx.afterMovieSave = next;
    ctx.movieSaveRequested = true;
  }
  if (a == Answer::Discard) ctx.confirmed = next;
  if (a != Answer::None) ctx.unsavedMoviePrompt.reset();
  ImGui::EndPopup();
}

void Dialogs::error(EditorContext& ctx) {
  if (!ctx.errorText.empty() && !ImGui::IsPopupOpen("Error")) ImGui::OpenPopup("Error");
  if (!beginModal("Error")) return;
  ImGui::TextUnformatted(ctx.errorTitle.c_str());
  ImGui::Separator();
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 40);
  ImGui::TextUnformatted(ctx.errorText.c_str());
  ImGui::PopTextWrapPos();
  if (ImGui::Button("OK", ImVec2(120, 0)) || enterPressed(ctx) || pressed(ctx, GLFW_KEY_ESCAPE)) {
    ctx.errorText.clear();
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

void Dialogs::recovery(EditorContext& ctx) {
  if (!ctx.recoverable.empty() && !ImGui::IsPopupOpen("Recover unsaved work")) ImGui::OpenPopup("Recover unsaved work");
  if (!beginModal("Recover unsaved work")) return;
  ImGui::TextUnformatted("The editor did not close cleanly last time. Autosaved levels:");
  for (std::size_t i = 0; i < ctx.recoverable.size(); ++i) {
    ImGui::PushID(static_cast<int>(i));
    ImGui::BulletText("%s", ctx.recoverable[i].filename().string().c_str());
    ImGui::SameLine();
    if (ImGui::SmallButton("Recover")) {
      ctx.recoverChosen = ctx.recoverable[i];
      ctx.recoverable.clear();
      ImGui::CloseCurrentPopup();
    }
    ImGui::PopID();
  }
  if (ImGui::Button("Discard all", ImVec2(120, 0))) {
    for (const auto& p : ctx.recoverable) {
      std::error_code ec;
      std::filesystem::remove(p, ec);
      std::filesystem::remove(std::filesystem::path(p).replace_extension(".path"), ec);
    }
    ctx.recoverable.clear();
    ImGui::CloseCurrentPopup();
  }
  ImGui::SameLine();
  if (ImGui::Button("Later", ImVec2(120, 0)) || pressed(ctx, GLFW_KEY_ESCAPE)) {
    ctx.recoverable.clear();
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

void Dialogs::help(EditorContext& ctx) {
  if (ctx.shortcutsRequested) {
    ctx.shortcutsRequested = false;
    ctx.helpOpen = !ctx.helpOpen;  // F1 again closes it
    if (ctx.helpOpen) ImGui::SetNextWindowFocus();
  }
  if (!ctx.helpOpen) return;
  ImGui::SetNextWindowSize(ImVec2(420, 520), ImGuiCond_FirstUseEver);
  centreNext();
  if (ImGui::Begin("Keyboard shortcuts", &ctx.helpOpen)) {
    ImGui::TextDisabled("F1 or Esc closes this window.");
    if (ImGui::BeginTable("keys", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV)) {
      // The keys as wide as they are, the descriptions wrapped to the rest: nothing cut at a narrow window.
      ImGui::TableSetupColumn("keys", ImGuiTableColumnFlags_WidthFixed);
      ImGui::TableSetupColumn("what", ImGuiTableColumnFlags_WidthStretch);
      for (const auto& s : shortcuts()) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(s.keys);
        noteIfPastEdge(ctx, s.keys);
        ImGui::TableNextColumn();
        ImGui::TextWrapped("%s", s.what);
        noteIfPastEdge(ctx, s.what);
      }
      const char* pointer[][2] = {{"Wheel", "Zoom at the pointer"},
                                  {"Middle drag / Space+drag", "Pan"},
                                  {"Right drag (brush)", "Erase"},
                                  {"Ctrl+drag selection", "Copy it"},
                                  {"Drag on the mask grid", "Draw column tops (Shift: hanging, right: erase)"},
                                  {"Wheel on the mask grid", "Zoom the grid"},
                                  {"Drag the angle dial", "Point the angle along the surface"}};
      for (const auto& p : pointer) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(p[0]);
        noteIfPastEdge(ctx, p[0]);
        ImGui::TableNextColumn();
        ImGui::TextWrapped("%s", p[1]);
        noteIfPastEdge(ctx, p[1]);
      }
      ImGui::EndTable();
    }
  }
  ImGui::End();
}

}  // namespace solidtile::editor
