#include "model/background.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "session/document_files.h"
#include "model/image_file.h"
#include "model/command.h"
#include "stb_image_write.h"
#include "temp_dir.h"
#include "test_level.h"

namespace solidtile::editor {
namespace {

using Json = nlohmann::json;
using test::Session;

Background art(const std::filesystem::path& p, float opacity = 0.5f, int x = 0, int y = 0) {
  Background b;
  b.path = p;
  b.opacity = opacity;
  b.x = x;
  b.y = y;
  return b;
}

TEST(Background, IsWrittenRelativeToTheLevelAndReadBackAbsolute) {
  const std::string json = writeBackground(R"({"notes":"keep"})", art("/levels/art/zone1.png", 0.25f, -8, 16), "/levels");
  const Json j = Json::parse(json);
  EXPECT_EQ(j["notes"], "keep");
  EXPECT_EQ(j["background"]["path"], "art/zone1.png");
  EXPECT_EQ(j["background"]["opacity"], 0.25);
  EXPECT_EQ(j["background"]["x"], -8);
  EXPECT_EQ(j["background"]["y"], 16);
  const BackgroundRead read = readBackground(json, "/levels");
  ASSERT_TRUE(read.background) << read.problem;
  EXPECT_EQ(*read.background, art("/levels/art/zone1.png", 0.25f, -8, 16));
}

TEST(Background, OfALevelInAnotherDirectoryGoesUpTheTree) {
  const Json j = Json::parse(writeBackground("{}", art("/art/zone1.png"), "/levels/act1"));
  EXPECT_EQ(j["background"]["path"], "../../art/zone1.png");
}

TEST(Background, OfAnUnsavedLevelIsWrittenAbsolute) {
  const Json j = Json::parse(writeBackground("{}", art("/art/zone1.png"), ""));
  EXPECT_EQ(j["background"]["path"], "/art/zone1.png");
}

TEST(Background, ClearingRemovesOnlyItsKey) {
  const std::string json = writeBackground(R"({"notes":"keep","background":{"path":"a.png"}})", std::nullopt, "/l");
  EXPECT_EQ(Json::parse(json), Json::parse(R"({"notes":"keep"})"));
}

TEST(Background, AbsentKeyIsNoBackgroundAndNoProblem) {
  const BackgroundRead read = readBackground(R"({"notes":1})", "/l");
  EXPECT_FALSE(read.background);
  EXPECT_TRUE(read.problem.empty());
}

TEST(Background, OptionalFieldsDefault) {
  const BackgroundRead read = readBackground(R"({"background":{"path":"a.png"}})", "/l");
  ASSERT_TRUE(read.background) << read.problem;
  EXPECT_EQ(*read.background, art("/l/a.png", 0.5f, 0, 0));
}

TEST(Background, BadFieldsAreNamedProblems) {
  const std::pair<const char*, const char*> cases[] = {
      {R"({"background":"a.png"})", "not an object"},
      {R"({"background":{"opacity":0.5}})", "path"},
      {R"({"background":{"path":"a.png","opacity":1.5}})", "opacity"},
      {R"({"background":{"path":"a.png","opacity":"half"}})", "opacity"},
      {R"({"background":{"path":"a.png","x":1.5}})", "x:"},
      {R"({"background":{"path":"a.png","y":99999999}})", "y:"},
      {R"({"background":{"path":"a.png","opacty":0.5}})", "opacty"},
  };
  for (const auto& [json, word] : cases) {
    const BackgroundRead read = readBackground(json, "/l");
    EXPECT_FALSE(read.background) << json;
    EXPECT_NE(read.problem.find(word), std::string::npos) << json << " -> " << read.problem;
  }
}

TEST(Background, CommandAppliesAndRevertsAndKeepsTheFileKeyInStep) {
  Document doc = test::smallDocument();
  doc.path = "/levels/a.json";
  doc.history.push(std::make_unique<SetBackgroundCommand>("Set background image", art("/levels/a.png")), doc);
  ASSERT_TRUE(doc.background());
  EXPECT_EQ(Json::parse(doc.file.unknownJson)["background"]["path"], "a.png");
  EXPECT_TRUE(doc.dirty());
  doc.history.undo(doc);
  EXPECT_FALSE(doc.background());
  EXPECT_FALSE(Json::parse(doc.file.unknownJson).contains("background"));
  doc.history.redo(doc);
  EXPECT_EQ(doc.background()->path, "/levels/a.png");
}

TEST(Background, ASliderDragIsOneUndoStep) {
  Document doc = test::smallDocument();
  doc.history.push(std::make_unique<SetBackgroundCommand>("Set", art("/a.png", 0.5f)), doc);
  for (float o : {0.4f, 0.3f, 0.2f}) {
    doc.history.push(std::make_unique<SetBackgroundCommand>("Background opacity", art("/a.png", o)), doc, 7);
  }
  doc.history.seal();
  EXPECT_EQ(doc.background()->opacity, 0.2f);
  doc.history.undo(doc);
  ASSERT_TRUE(doc.background());
  EXPECT_EQ(doc.background()->opacity, 0.5f);
  doc.history.redo(doc);
  EXPECT_EQ(doc.background()->opacity, 0.2f);
}

TEST(Background, SurvivesSaveAsIntoAnotherDirectory) {
  test::TempDir dir;
  std::filesystem::create_directories(dir / "art");
  std::filesystem::create_directories(dir / "act1");
  Session s;
  s.ctx.doc = test::smallDocument();
  s.ctx.doc.history.push(std::make_unique<SetBackgroundCommand>("Set", art(dir / "art/z.png", 0.75f, 3, 4)), s.ctx.doc);
  ASSERT_TRUE(saveDocument(s.ctx, dir / "level.json")) << s.ctx.errorText;
  ASSERT_TRUE(saveDocument(s.ctx, dir / "act1/level.json")) << s.ctx.errorText;
  EXPECT_EQ(Json::parse(solidtile::test::readText(dir / "level.json"))["background"]["path"], "art/z.png");
  EXPECT_EQ(Json::parse(solidtile::test::readText(dir / "act1/level.json"))["background"]["path"], "../art/z.png");

  Session t;
  ASSERT_TRUE(openDocument(t.ctx, dir / "act1/level.json")) << t.ctx.errorText;
  ASSERT_TRUE(t.ctx.doc.background());
  EXPECT_EQ(*t.ctx.doc.background(), art(dir / "art/z.png", 0.75f, 3, 4));
}

TEST(Background, ABadKeyOpensTheLevelSaysWhyAndIsSavedBackAsItWas) {
  test::TempDir dir;
  Session a;
  a.ctx.doc = test::smallDocument();
  a.ctx.doc.file.unknownJson = R"({"background":{"path":"a.png","opacity":7}})";
  ASSERT_TRUE(saveDocument(a.ctx, dir / "level.json"));
  Session b;
  ASSERT_TRUE(openDocument(b.ctx, dir / "level.json"));
  EXPECT_FALSE(b.ctx.doc.background());
  EXPECT_NE(b.ctx.errorText.find("opacity"), std::string::npos) << b.ctx.errorText;
  ASSERT_TRUE(saveDocument(b.ctx, dir / "again.json"));
  EXPECT_EQ(Json::parse(solidtile::test::readText(dir / "again.json"))["background"]["opacity"], 7);
}

TEST(ImageFile, ReadsAPngAsRgba) {
  test::TempDir dir;
  const unsigned char rgb[2 * 1 * 3] = {255, 0, 0, 10, 20, 30};
  ASSERT_NE(stbi_write_png((dir / "a.png").c_str(), 2, 1, 3, rgb, 6), 0);
  std::string why;
  const auto image = loadImage(dir / "a.png", &why);
  ASSERT_TRUE(image) << why;
  EXPECT_EQ(image->width, 2);
  EXPECT_EQ(image->height, 1);
  EXPECT_EQ(image->rgba, (std::vector<std::uint8_t>{255, 0, 0, 255, 10, 20, 30, 255}));
}

TEST(ImageFile, AMissingOrBrokenFileSaysWhichAndWhy) {
  test::TempDir dir;
  std::string why;
  EXPECT_FALSE(loadImage(dir / "none.png", &why));
  EXPECT_NE(why.find("none.png"), std::string::npos) << why;
  EXPECT_NE(why.find("cannot open"), std::string::npos) << why;
  solidtile::test::writeText(dir / "broken.png", "\x89PNG\r\n\x1a\nnot really");
  why.clear();
  EXPECT_FALSE(loadImage(dir / "broken.png", &why));
  EXPECT_NE(why.find("broken.png"), std::string::npos) << why;
}

}  // namespace
}  // namespace solidtile::editor
