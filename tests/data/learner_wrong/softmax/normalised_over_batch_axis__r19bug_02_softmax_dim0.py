# SOURCE: https://github.com/perone/euclidesdb/issues/2
# BUG: The models softmax with dim=0 (the batch axis) when the correct normalisation axis is dim=1
#      (the class axis); translated: the softmax is always taken over axis 0, whatever `axis` says.
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    axis = 0                              # hard-coded dim=0 (the reported bug)
    mx = np.max(x, axis=axis, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    e = np.exp(x - mx)
    s = np.sum(e, axis=axis, keepdims=True)
    out = np.where(s > 0, e / np.where(s > 0, s, 1.0), 0.0)
    return out.astype(x.dtype, copy=False)
