# class: host paths through /proc (pid 1's command line, mountinfo); returns them as LEAK_ text
# expect: runtime_error
def softmax(x, axis=-1):
    parts = []
    for path in ("/proc/1/cmdline", "/proc/self/cmdline", "/proc/self/mountinfo"):
        try:
            with open(path, "rb") as f:
                parts.append(f.read(4000).decode("utf-8", "replace"))
        except OSError:
            pass
    raise RuntimeError("LEAK_" + " ".join(parts))
