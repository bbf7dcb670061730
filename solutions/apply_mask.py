"""Reference: masking scores before the softmax.

Vaswani et al. 2017, §3.2.3: the decoder prevents leftward information flow "by masking out
(setting to -inf) all values in the input of the softmax which correspond to illegal connections".
A -inf score gives exp(-inf) = 0, i.e. a weight of exactly 0 (a finite constant like -1e9 only
gives a tiny weight, and a fully masked row then averages all keys instead of giving zeros).
"""

import numpy as np


def apply_mask(scores, mask):
    """scores where mask is True, -inf where False; broadcast shape; dtype of scores; new array."""
    scores = np.asarray(scores)
    if mask is None:
        return scores.copy()
    mask = np.asarray(mask, dtype=bool)
    # (..., q_len, k_len) with a mask broadcasting to it -> broadcast shape, same dtype as scores
    return np.where(mask, scores, np.array(-np.inf, dtype=scores.dtype))
