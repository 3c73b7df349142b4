// The floor of a Swift process: the runtime starts and the program prints one line. No
// Foundation. Goal 1 compares the tool's start-up with it.
print("ok")
