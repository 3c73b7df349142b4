// Makes the test suite independent of the fonts a machine has installed, before any test code
// runs: a constructor (run when the test binary is loaded, before `main`, so before the
// library's first FcInitLoadConfigAndFonts) points Fontconfig at Tests/Fontconfig/fonts.conf
// and its cache at a fresh temporary folder. Child processes (the `scaledfont` binary,
// `fc-match`, `fc-list`) inherit both.
//
// C rather than Swift because Swift has no code that runs at load time, and a setup helper
// every suite must remember to call is one a new suite forgets.

#define _GNU_SOURCE
#include "ScaledFontTestEnvironment.h"

#include <ftw.h>
#include <linux/capability.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

static char *machineFontconfigFile;
static char cacheFolder[4096];

const char *scaledfont_tests_machine_fontconfig_file(void) { return machineFontconfigFile; }

int scaledfont_tests_file_override(int enabled) {
    // capget/capset by system call (no libcap): with pid 0 they read and change the calling
    // thread's capabilities only.
    struct __user_cap_header_struct header = {_LINUX_CAPABILITY_VERSION_3, 0};
    struct __user_cap_data_struct data[_LINUX_CAPABILITY_U32S_3];
    if (syscall(SYS_capget, &header, data) != 0) return -1;
    const unsigned override = (1u << CAP_DAC_OVERRIDE) | (1u << CAP_DAC_READ_SEARCH);
    int previous = (data[0].effective & override) == override;
    if (enabled)
        data[0].effective |= override & data[0].permitted;
    else
        data[0].effective &= ~override;
    if (syscall(SYS_capset, &header, data) != 0) return -1;
    return previous;
}

static int removeEntry(const char *path, const struct stat *info, int type, struct FTW *walk) {
    (void)info, (void)type, (void)walk;
    remove(path);
    return 0;
}

static void removeCacheFolder(void) {
    if (cacheFolder[0]) nftw(cacheFolder, removeEntry, 16, FTW_DEPTH | FTW_PHYS);
}

/// Stops the test run with a message: running on against the machine's own fonts would make
/// failures that depend on the machine.
static void fail(const char *what, const char *path) {
    fprintf(stderr, "ScaledFontTestEnvironment: %s: %s\n", what, path);
    exit(70);
}

__attribute__((constructor)) static void setUpTestEnvironment(void) {
    // This file is Tests/ScaledFontTestEnvironment/TestEnvironment.c; SwiftPM compiles it by
    // its absolute path, so __FILE__ leads to the package root.
    const char *suffix = "/Tests/ScaledFontTestEnvironment/TestEnvironment.c";
    const char *source = __FILE__;
    size_t length = strlen(source), suffixLength = strlen(suffix);
    if (source[0] != '/' || length < suffixLength
        || strcmp(source + length - suffixLength, suffix) != 0)
        fail("cannot find the package root from this source file's path", source);
    char config[4096];
    if (snprintf(config, sizeof config, "%.*s/Tests/Fontconfig/fonts.conf",
                 (int)(length - suffixLength), source) >= (int)sizeof config)
        fail("path too long", source);
    if (access(config, R_OK) != 0) fail("cannot read the test Fontconfig configuration", config);

    const char *machine = getenv("FONTCONFIG_FILE");
    if (machine) machineFontconfigFile = strdup(machine);

    const char *temporary = getenv("TMPDIR");
    if (!temporary || !*temporary) temporary = "/tmp";
    if (snprintf(cacheFolder, sizeof cacheFolder, "%s/scaledfont-tests-XXXXXX", temporary)
            >= (int)sizeof cacheFolder
        || !mkdtemp(cacheFolder)) {
        cacheFolder[0] = 0;
        fail("cannot create a temporary cache folder under", temporary);
    }
    atexit(removeCacheFolder);
    // The folder the configuration's <cachedir prefix="xdg">fontconfig</cachedir> names,
    // made here once: CLI processes the tests start at the same moment would otherwise race
    // to create it, and Fontconfig reports "No writable cache directories" on stderr for the
    // one whose mkdir loses.
    char fontconfigCache[sizeof cacheFolder + 16];
    if (snprintf(fontconfigCache, sizeof fontconfigCache, "%s/fontconfig", cacheFolder)
            >= (int)sizeof fontconfigCache
        || mkdir(fontconfigCache, 0700) != 0)
        fail("cannot create the Fontconfig cache folder in", cacheFolder);

    setenv("FONTCONFIG_FILE", config, 1);
    setenv("XDG_CACHE_HOME", cacheFolder, 1);
}
