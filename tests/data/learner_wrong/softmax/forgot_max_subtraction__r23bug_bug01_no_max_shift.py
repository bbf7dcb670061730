# SOURCE: https://github.com/NVIDIA/DeepLearningExamples/issues/169
# MISTAKE: The exponentials are taken of the raw logits (np.exp(x)) without first subtracting the maximum along `axis`, so logits around 1000 overflow to inf and the result is inf/inf = NaN.
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    e = np.exp(x)
    s = np.sum(e, axis=axis, keepdims=True)
    # a slice that is all -inf has s == 0: give it zeros instead of 0/0
    safe = np.where(s == 0, 1, s)
    out = np.where(s == 0, 0, e / safe)
    return out.astype(x.dtype, copy=False)
