// Small owners for GL names, so every texture, buffer and program is freed
// exactly once, and the shader compile/link with readable errors.
#pragma once

#include <string>
#include <string_view>
#include <utility>

namespace solidtile::editor::gl {

using Name = unsigned int;  // GLuint, without pulling the loader into headers

// Owns one GL name; Deleter is called with it when non-zero.
template <void (*Deleter)(Name)>
class Handle {
 public:
  Handle() = default;
  explicit Handle(Name n) : name_(n) {}
  Handle(const Handle&) = delete;
  Handle& operator=(const Handle&) = delete;
  Handle(Handle&& o) noexcept : name_(std::exchange(o.name_, 0)) {}
  Handle& operator=(Handle&& o) noexcept {
    if (this != &o) {
      reset();
      name_ = std::exchange(o.name_, 0);
    }
    return *this;
  }
  ~Handle() { reset(); }
  void reset() {
    if (name_ != 0) Deleter(std::exchange(name_, 0));
  }
  Name get() const { return name_; }
  explicit operator bool() const { return name_ != 0; }

 private:
  Name name_ = 0;
};

void deleteTexture(Name n);
void deleteBuffer(Name n);
void deleteVertexArray(Name n);
void deleteProgram(Name n);
void deleteFramebuffer(Name n);

using Texture = Handle<deleteTexture>;
using Buffer = Handle<deleteBuffer>;
using VertexArray = Handle<deleteVertexArray>;
using Program = Handle<deleteProgram>;
using Framebuffer = Handle<deleteFramebuffer>;

Texture makeTexture();
Buffer makeBuffer();
VertexArray makeVertexArray();
Framebuffer makeFramebuffer();
// Links the embedded shaders `vertexName` and `fragmentName`; an empty program
// and the compiler's log in `why` on failure.
Program makeProgram(std::string_view vertexName, std::string_view fragmentName, std::string* why);

}  // namespace solidtile::editor::gl
