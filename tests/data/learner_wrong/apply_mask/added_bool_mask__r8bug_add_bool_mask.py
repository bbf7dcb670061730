# https://github.com/huggingface/transformers/pull/41443 — eager path adds the boolean mask to the scores (scores + mask: +1 where allowed, +0 where masked) instead of putting -inf at the masked positions.
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    return (scores + np.asarray(mask)).astype(scores.dtype)
