# class: writes outside scratch
# expect: wrong_answer
import os

MARK = "/tmp/attn-dojo-hostile-write-marker"


def softmax(x, axis=-1):
    for path in (MARK, "/dev/shm/attn-dojo-hostile", "/usr/attn-dojo-hostile", "/attn-dojo-hostile",
                 "/work/main/solutions/attn-dojo-hostile.py", os.path.expanduser("~/attn-dojo-hostile")):
        try:
            with open(path, "w") as f:
                f.write("written")
        except OSError:
            pass
    return x
