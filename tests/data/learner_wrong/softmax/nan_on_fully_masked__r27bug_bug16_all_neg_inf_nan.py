# SOURCE: https://github.com/allenai/allennlp/issues/890
# MISTAKE: A slice that is entirely -inf is not special-cased: its max is -inf, x - max is -inf - (-inf) = NaN, so a fully masked row comes back as NaN instead of all zeros.
import numpy as np


def softmax(x, axis=-1):
    x_max = np.max(x, axis=axis, keepdims=True)
    with np.errstate(invalid="ignore"):
        shifted = x - x_max
        exps = np.exp(shifted)
        result = exps / np.sum(exps, axis=axis, keepdims=True)
    return result.astype(x.dtype, copy=False)
