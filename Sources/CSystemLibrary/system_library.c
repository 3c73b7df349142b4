#include "CSystemLibrary.h"

#include <dlfcn.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/auxv.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

// The system's library folders, as ld.so searches them after its cache.
static const char *const system_folders[] = {
#if defined(__x86_64__)
    "/lib/x86_64-linux-gnu",   "/usr/lib/x86_64-linux-gnu",
#elif defined(__aarch64__)
    "/lib/aarch64-linux-gnu",  "/usr/lib/aarch64-linux-gnu",
#endif
    "/lib64", "/usr/lib64", "/lib", "/usr/lib",
};

// Opens `folder/soname` when that file exists; NULL otherwise (a missing file, or one dlopen
// refuses, whose reason is kept in `problem`).
static void *open_in(const char *folder, size_t length, const char *soname, char *problem,
                     size_t size) {
    char path[4096];
    int written = snprintf(path, sizeof path, "%.*s/%s", (int)length, folder, soname);
    if (written < 0 || (size_t)written >= sizeof path || access(path, F_OK) != 0) return NULL;
    void *handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        const char *why = dlerror();
        snprintf(problem, size, "%s cannot be loaded: %s", path, why ? why : "unknown error");
    }
    return handle;
}

// The absolute folders of LD_LIBRARY_PATH (separated by ':' or ';', as ld.so reads it).
static void *open_in_library_path(const char *soname, char *problem, size_t size) {
    if (getauxval(AT_SECURE) != 0) return NULL;
    const char *list = getenv("LD_LIBRARY_PATH");
    if (list == NULL) return NULL;
    while (*list != '\0') {
        size_t length = strcspn(list, ":;");
        if (length > 0 && list[0] == '/') {
            void *handle = open_in(list, length, soname, problem, size);
            if (handle != NULL) return handle;
        }
        list += length;
        if (*list != '\0') list += 1;
    }
    return NULL;
}

// glibc's cache format since 2.32 ("glibc-ld.so.cache" "1.1"), alone or after the old
// format's table: a 48-byte header, then 24-byte entries whose key (the soname) and value (the
// path) are offsets of NUL-terminated strings from the header's start.
#define CACHE_OLD_MAGIC "ld.so-1.7.0"
#define CACHE_NEW_MAGIC "glibc-ld.so.cache1.1"
enum { cache_header = 48, cache_entry = 24, cache_old_header = 16, cache_old_entry = 12 };

static uint32_t read32(const unsigned char *bytes) {
    uint32_t value;
    memcpy(&value, bytes, sizeof value);
    return value;
}

// The string at `offset` of `table` (`size` bytes), or NULL when it does not end in it.
static const char *string_at(const unsigned char *table, size_t size, uint32_t offset) {
    if (offset >= size || memchr(table + offset, 0, size - offset) == NULL) return NULL;
    return (const char *)table + offset;
}

static void *open_from_cache(const char *soname, char *problem, size_t size) {
    int descriptor = open("/etc/ld.so.cache", O_RDONLY | O_CLOEXEC);
    if (descriptor < 0) return NULL;
    struct stat info;
    void *mapped = MAP_FAILED;
    if (fstat(descriptor, &info) == 0 && S_ISREG(info.st_mode) && info.st_size > 0)
        mapped = mmap(NULL, (size_t)info.st_size, PROT_READ, MAP_PRIVATE, descriptor, 0);
    close(descriptor);
    if (mapped == MAP_FAILED) return NULL;
    const unsigned char *file = mapped;
    size_t length = (size_t)info.st_size;
    size_t start = 0;
    if (length >= cache_old_header && memcmp(file, CACHE_OLD_MAGIC, 11) == 0) {
        size_t entries = read32(file + 12);
        start = (cache_old_header + entries * cache_old_entry + 7) & ~(size_t)7;
    }
    void *handle = NULL;
    if (start <= length && length - start >= cache_header &&
        memcmp(file + start, CACHE_NEW_MAGIC, 20) == 0) {
        const unsigned char *table = file + start;
        size_t size_left = length - start;
        size_t count = read32(table + 20);
        if (count <= (size_left - cache_header) / cache_entry) {
            for (size_t index = 0; index < count && handle == NULL; index++) {
                const unsigned char *entry = table + cache_header + index * cache_entry;
                const char *key = string_at(table, size_left, read32(entry + 4));
                const char *path = string_at(table, size_left, read32(entry + 8));
                if (key == NULL || path == NULL || path[0] != '/' || strcmp(key, soname) != 0)
                    continue;
                handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
                if (handle == NULL) {
                    const char *why = dlerror();
                    snprintf(problem, size, "%s cannot be loaded: %s", path,
                             why ? why : "unknown error");
                }
            }
        }
    }
    munmap(mapped, length);
    return handle;
}

void *sf_open_system_library(const char *soname, char *problem, size_t size) {
    snprintf(problem, size,
             "%s cannot be loaded: it is in none of LD_LIBRARY_PATH, /etc/ld.so.cache and the "
             "system's library folders",
             soname);
    if (strchr(soname, '/') != NULL) return NULL;
    void *handle = open_in_library_path(soname, problem, size);
    if (handle == NULL) handle = open_from_cache(soname, problem, size);
    for (size_t index = 0; handle == NULL && index < sizeof system_folders / sizeof *system_folders;
         index++) {
        const char *folder = system_folders[index];
        handle = open_in(folder, strlen(folder), soname, problem, size);
    }
    return handle;
}
