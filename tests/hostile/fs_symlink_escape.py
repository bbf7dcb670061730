# class: filesystem (symlinks and /proc/<pid>/root to reach the host)
# expect: wrong_answer runtime_error
import os


def softmax(x, axis=-1):
    for target in ("/proc/1/root", "/proc/2/root", "/proc/self/root", "/"):
        try:
            os.symlink(target, "escape")
            for name in os.listdir("escape/work/main/solutions"):
                open(os.path.join("escape/work/main/solutions", name), "a").write("\n# tampered\n")
        except OSError:
            pass
        finally:
            try:
                os.unlink("escape")
            except OSError:
                pass
    return x
