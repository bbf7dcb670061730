# class: references (searches the filesystem for the solution and runs it)
# expect: wrong_answer time_limit_exceeded
import os

import numpy as np

_found = None
for root, dirs, files in os.walk("/"):
    dirs[:] = [d for d in dirs if d not in ("proc", "sys", "dev")]
    if os.path.basename(root) == "solutions" and "softmax.py" in files:
        ns = {}
        exec(open(os.path.join(root, "softmax.py")).read(), ns)
        _found = ns["softmax"]
        break


def softmax(x, axis=-1):
    if _found is not None:
        return _found(x, axis)
    return np.zeros_like(x)
