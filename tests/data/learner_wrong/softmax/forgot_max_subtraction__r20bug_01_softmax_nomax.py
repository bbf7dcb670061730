# SOURCE: https://github.com/tracel-ai/burn/issues/315
# BUG: softmax/log_softmax "assume simple inputs and not the full range": exp is taken of the raw logits
#      without subtracting the maximum, so logits of magnitude ~1000 overflow/underflow (inf/inf -> NaN, or all -inf).
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    e = np.exp(x)                      # BUG: no x - max(x) before exp
    s = np.sum(e, axis=axis, keepdims=True)
    with np.errstate(invalid="ignore", divide="ignore"):
        out = np.where(s > 0, e / np.where(s > 0, s, 1), 0.0)
    return out.astype(x.dtype, copy=False)
