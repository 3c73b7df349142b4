// measure-process: runs one program and reports what it cost, as /usr/bin/time would.
//
// USAGE: measure-process PROGRAM [ARG]...
// Runs PROGRAM with standard output and standard error sent to /dev/null, waits for it and
// prints one line: status=S wall_ns=W cpu_ns=C maxrss_kb=M
//
// Why a helper: a child's peak RSS (ru_maxrss) is never below the resident size of the process
// that forked or posix_spawned it, because Linux carries the parent's high-water mark across
// exec. The Swift benchmark driver is ~20 MiB resident, so it would report 20 MiB for a 7 MiB
// program; this helper is ~1 MiB, below every program measured.

#define _DEFAULT_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static long long now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long long)t.tv_sec * 1000000000LL + t.tv_nsec;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "USAGE: measure-process PROGRAM [ARG]...\n");
        return 2;
    }
    long long start = now_ns();
    pid_t pid = fork();
    if (pid < 0) {
        perror("measure-process: fork");
        return 2;
    }
    if (pid == 0) {
        int null = open("/dev/null", O_WRONLY);
        dup2(null, 1);
        dup2(null, 2);
        execv(argv[1], argv + 1);
        _exit(127);
    }
    int status;
    struct rusage usage;
    while (wait4(pid, &status, 0, &usage) < 0) {
        if (errno != EINTR) {
            perror("measure-process: wait4");
            return 2;
        }
    }
    long long wall = now_ns() - start;
    long long cpu = (long long)(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000000000LL +
                    (long long)(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1000LL;
    int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    printf("status=%d wall_ns=%lld cpu_ns=%lld maxrss_kb=%ld\n", code, wall, cpu,
           usage.ru_maxrss);
    return 0;
}
