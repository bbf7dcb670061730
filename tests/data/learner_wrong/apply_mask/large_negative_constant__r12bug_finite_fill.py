# https://github.com/huggingface/transformers/pull/18139
# Bug: masked scores are filled with the finite value -10000.0 (BLOOM / Megatron fill value) instead of -inf:
# masked keys keep a tiny nonzero weight, and a real score below -10000 is outranked by the padding.
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    fill = np.asarray(-10000.0, dtype=scores.dtype)
    return np.where(mask, scores, fill).astype(scores.dtype)
