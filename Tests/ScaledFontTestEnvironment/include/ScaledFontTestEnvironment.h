#ifndef SCALEDFONT_TEST_ENVIRONMENT_H
#define SCALEDFONT_TEST_ENVIRONMENT_H

/// FONTCONFIG_FILE as the machine gave it to the test process, before the test environment
/// replaced it, or NULL when it was not set (Fontconfig then reads the system's fonts.conf).
const char *_Nullable scaledfont_tests_machine_fontconfig_file(void);

/// setfsuid(2), which Swift's Glibc module does not declare: sets the calling thread's
/// filesystem user ID and returns the previous one.
int scaledfont_tests_setfsuid(unsigned int uid);

#endif
