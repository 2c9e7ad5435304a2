// libpng's simplified API (png_image), from Debian's libpng-dev on Linux; zlib (which libpng
// depends on) for the ICC profile an iCCP chunk holds compressed.
#include <png.h>
#include <zlib.h>

// PNG_FORMAT_RGBA is a macro of macros, which Swift does not import.
static const unsigned int tincture_png_format_rgba = PNG_FORMAT_RGBA;
