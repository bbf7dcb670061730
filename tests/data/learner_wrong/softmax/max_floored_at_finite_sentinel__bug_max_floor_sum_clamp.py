# https://github.com/tracel-ai/burn/pull/4697
# NaN "fix" by two clamps: the row max is floored at -1e4 and the sum at 1e-6. Rows whose logits
# all lie far below -1e4 underflow to exp(-huge) = 0 and come back as zeros instead of a softmax.
import numpy as np

SOFTMAX_MAX_FLOOR = -1e4
SOFTMAX_SUM_EPS = 1e-6


def softmax(x, axis=-1):
    m = np.maximum(np.max(x, axis=axis, keepdims=True), SOFTMAX_MAX_FLOOR)
    e = np.exp(x - m)
    s = np.maximum(np.sum(e, axis=axis, keepdims=True), SOFTMAX_SUM_EPS)
    return (e / s).astype(x.dtype)
