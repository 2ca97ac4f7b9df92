// What a first launch says: a hint in the canvas's corner with the keys that
// get a player moving (until closed; Help brings it back), and the Help
// window showing one section of the embedded guide.
#include "panels/first_steps.h"

#include <algorithm>

#include <imgui.h>

#include "model/help_sections.h"

namespace solidtile::editor {

void drawFirstStepsHint(EditorContext& ctx) {
  ctx.firstStepsClose = {};
  // Once the debugger is open the user has found the player; the hint would only cover it.
  if (ctx.settings.firstStepsDismissed || ctx.debugger.visible || ctx.canvas.w < 200 || ctx.canvas.h < 160) return;
  const float width = std::min(340.0f, static_cast<float>(ctx.canvas.w) - 16);
  ImGui::SetNextWindowPos(ImVec2(static_cast<float>(ctx.canvas.x + ctx.canvas.w) - 8, static_cast<float>(ctx.canvas.y) + 8),
                          ImGuiCond_Always, ImVec2(1, 0));
  ImGui::SetNextWindowSize(ImVec2(width, 0));
  ImGui::SetNextWindowBgAlpha(0.92f);
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                                 ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_AlwaysAutoResize;
  if (ImGui::Begin("##firststeps", nullptr, flags)) {
    ImGui::TextDisabled("FIRST STEPS");
    ImGui::TextWrapped("K, then a click: a test player there. Space plays and pauses, . and , step a frame, "
                       "F1 lists every key, Help has the guide.");
    if (ctx.doc.file.profile) {
      ImGui::TextWrapped("This level runs the %s profile%s (its file says so; the inspector's Physics tab changes it).",
                         profileName(*ctx.doc.file.profile),
                         ctx.doc.file.controller == io::LevelController::Box ? " with the box" : "");
    } else if (ctx.doc.file.controller == io::LevelController::Box) {
      ImGui::TextWrapped("This level runs the box controller (its file says so).");
    }
    if (ImGui::Button("Got it")) ctx.settings.firstStepsDismissed = true;
    const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectSize();
    ctx.firstStepsClose = {a.x, a.y, b.x, b.y};
    ImGui::SameLine();
    ImGui::TextDisabled("(Help shows it again)");
  }
  ImGui::End();
}

void drawHelpWindow(EditorContext& ctx) {
  static const std::vector<HelpSection> sections = helpSections(editorGuide());
  if (ctx.helpSection < 0 || ctx.helpSection >= static_cast<int>(sections.size())) return;
  const HelpSection& s = sections[static_cast<std::size_t>(ctx.helpSection)];
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowSize(ImVec2(std::min(680.0f, display.x - 40), std::min(520.0f, display.y - 80)), ImGuiCond_FirstUseEver);
  ImGui::SetNextWindowPos(ImVec2(display.x / 2, display.y / 2), ImGuiCond_FirstUseEver, ImVec2(0.5f, 0.5f));
  bool open = true;
  const std::string title = "Help: " + s.title + "###help";
  if (ImGui::Begin(title.c_str(), &open)) {
    static int shownSection = -1;
    static std::vector<HelpBlock> blocks;
    if (shownSection != ctx.helpSection) {
      shownSection = ctx.helpSection;
      blocks = helpBlocks(s.text);
    }
    // Wrapped to the window: the guide's lines are for a text editor's width.
    ImGui::PushTextWrapPos(0);
    int table = 0;
    for (const HelpBlock& b : blocks) {
      switch (b.kind) {
        case HelpBlock::Paragraph: ImGui::TextWrapped("%s", b.rows[0][0].c_str()); break;
        case HelpBlock::Heading: ImGui::Spacing(); ImGui::TextDisabled("%s", b.rows[0][0].c_str()); break;
        case HelpBlock::Code: ImGui::TextUnformatted(b.rows[0][0].c_str()); break;
        case HelpBlock::Table: {
          const int columns = static_cast<int>(b.rows.front().size());
          ImGui::PushID(table++);
          if (columns > 0 && ImGui::BeginTable("t", columns, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV)) {
            for (std::size_t r = 0; r < b.rows.size(); ++r) {
              ImGui::TableNextRow();
              for (const std::string& cell : b.rows[r]) {
                if (!ImGui::TableNextColumn()) break;
                if (r == 0) {
                  ImGui::TextDisabled("%s", cell.c_str());
                } else {
                  ImGui::TextWrapped("%s", cell.c_str());
                }
              }
            }
            ImGui::EndTable();
          }
          ImGui::PopID();
          break;
        }
      }
      ImGui::Spacing();
    }
    ImGui::PopTextWrapPos();
  }
  ImGui::End();
  if (!open) ctx.helpSection = -1;
}

const std::vector<std::string>& helpSectionTitles() {
  static const std::vector<std::string> titles = [] {
    std::vector<std::string> t;
    for (const HelpSection& s : helpSections(editorGuide())) t.push_back(s.title);
    return t;
  }();
  return titles;
}

}  // namespace solidtile::editor
