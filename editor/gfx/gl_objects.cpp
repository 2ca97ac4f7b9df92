#include "gfx/gl_objects.h"

#include "gfx/gl.h"
#include "gfx/shader_sources.h"

namespace solidtile::editor::gl {

void deleteTexture(Name n) { glDeleteTextures(1, &n); }
void deleteBuffer(Name n) { glDeleteBuffers(1, &n); }
void deleteVertexArray(Name n) { glDeleteVertexArrays(1, &n); }
void deleteProgram(Name n) { glDeleteProgram(n); }
void deleteFramebuffer(Name n) { glDeleteFramebuffers(1, &n); }

Texture makeTexture() {
  Name n = 0;
  glGenTextures(1, &n);
  return Texture(n);
}

Buffer makeBuffer() {
  Name n = 0;
  glGenBuffers(1, &n);
  return Buffer(n);
}

VertexArray makeVertexArray() {
  Name n = 0;
  glGenVertexArrays(1, &n);
  return VertexArray(n);
}

Framebuffer makeFramebuffer() {
  Name n = 0;
  glGenFramebuffers(1, &n);
  return Framebuffer(n);
}

namespace {

std::string_view findSource(std::string_view name) {
  for (const auto& s : shaderSources()) {
    if (s.name == name) return s.text;
  }
  return {};
}

GLuint compile(GLenum type, std::string_view name, std::string* why) {
  const std::string_view text = findSource(name);
  if (text.empty()) {
    *why = "no embedded shader named " + std::string(name);
    return 0;
  }
  const GLuint shader = glCreateShader(type);
  const GLchar* data = text.data();
  const auto size = static_cast<GLint>(text.size());
  glShaderSource(shader, 1, &data, &size);
  glCompileShader(shader);
  GLint ok = 0;
  glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
  if (ok == GL_FALSE) {
    char log[2048] = {};
    glGetShaderInfoLog(shader, sizeof log, nullptr, log);
    *why = std::string(name) + ": " + log;
    glDeleteShader(shader);
    return 0;
  }
  return shader;
}

}  // namespace

Program makeProgram(std::string_view vertexName, std::string_view fragmentName, std::string* why) {
  const GLuint vs = compile(GL_VERTEX_SHADER, vertexName, why);
  if (vs == 0) return {};
  const GLuint fs = compile(GL_FRAGMENT_SHADER, fragmentName, why);
  if (fs == 0) {
    glDeleteShader(vs);
    return {};
  }
  Program program(glCreateProgram());
  glAttachShader(program.get(), vs);
  glAttachShader(program.get(), fs);
  glLinkProgram(program.get());
  glDeleteShader(vs);
  glDeleteShader(fs);
  GLint ok = 0;
  glGetProgramiv(program.get(), GL_LINK_STATUS, &ok);
  if (ok == GL_FALSE) {
    char log[2048] = {};
    glGetProgramInfoLog(program.get(), sizeof log, nullptr, log);
    *why = std::string(vertexName) + " + " + std::string(fragmentName) + ": " + log;
    return {};
  }
  return program;
}

}  // namespace solidtile::editor::gl
