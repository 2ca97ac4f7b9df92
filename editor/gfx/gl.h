// The one include of the GL loader; only editor/gfx may include this file.
#pragma once

#include <glad/gl.h>
