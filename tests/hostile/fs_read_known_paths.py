# class: references (well-known absolute paths, /proc of the parents)
# expect: wrong_answer
import glob
import os

import numpy as np

_src = None
candidates = ["/work/main/solutions/softmax.py", "/proc/1/root/work/main/solutions/softmax.py",
              "/proc/1/cwd/solutions/softmax.py"]
candidates += glob.glob("/proc/*/cwd/solutions/softmax.py") + glob.glob("/proc/*/root/work/*/solutions/softmax.py")
for path in candidates:
    try:
        _src = open(path).read()
        break
    except OSError:
        pass


def softmax(x, axis=-1):
    if _src:
        ns = {}
        exec(_src, ns)
        return ns["softmax"](x, axis)
    return np.zeros_like(x)
