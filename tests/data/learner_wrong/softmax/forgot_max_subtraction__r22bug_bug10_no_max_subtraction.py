# SOURCE: https://github.com/githubharald/CTCWordBeamSearch/pull/19
# MISTAKE: Exponentiates the raw scores, np.exp(x), without subtracting the maximum along the axis first, so logits around 1000 overflow to inf and the result is NaN (inf / inf) instead of the stable softmax.
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    e = np.exp(x)
    total = np.sum(e, axis=axis, keepdims=True)
    # a row that is entirely -inf (no allowed key) -> zeros, not NaN
    out = np.where(total > 0, e / np.where(total > 0, total, 1), 0)
    return out.astype(x.dtype)
