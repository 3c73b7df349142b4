#ifndef SCALEDFONT_CSYSTEMLIBRARY_H
#define SCALEDFONT_CSYSTEMLIBRARY_H

#include <stddef.h>

/// Opens the system's copy of a shared library by its soname (`libicuuc.so.74`) with
/// `dlopen(path, RTLD_NOW | RTLD_LOCAL)`, where `path` is the first file of that name found in,
/// in this order:
/// 1. the absolute folders of `LD_LIBRARY_PATH` (not in a set-user-ID process, as ld.so);
/// 2. the dynamic loader's cache, `/etc/ld.so.cache` (written by `ldconfig`, as root);
/// 3. the system's library folders (`/lib/<multiarch>`, `/usr/lib/<multiarch>`, `/lib64`,
///    `/usr/lib64`, `/lib`, `/usr/lib`).
///
/// Never the executable's RUNPATH, its folder or the current folder: `dlopen` given a soname
/// searches the RUNPATH of the object that calls it, and a plain `swift build` gives the
/// executable the RUNPATH `$ORIGIN`, so a library planted beside the binary would win over
/// the system's. A relative or empty `LD_LIBRARY_PATH` entry (the current folder, to ld.so)
/// is skipped. A file that `dlopen` refuses (another architecture) is passed over, as ld.so
/// does.
///
/// Why not the folder of an already loaded library (found with `dl_iterate_phdr` or
/// `dlinfo`): the libraries the executable links are found at start-up through the same
/// RUNPATH, so without `--disable-local-rpath` that folder can itself be the binary's; and the
/// C library's folder does not say where another package's library lives.
///
/// - Returns: the handle, or NULL with the reason written to `problem` (at most `size` bytes).
void *_Nullable sf_open_system_library(const char *_Nonnull soname, char *_Nonnull problem,
                                       size_t size);

#endif
