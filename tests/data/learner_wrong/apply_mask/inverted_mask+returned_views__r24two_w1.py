# MISTAKE: Mask polarity inverted: np.where(mask, -inf, scores) hides the keys where mask is True (the allowed ones) and keeps the forbidden ones (PyTorch key_padding_mask meaning instead of attn_mask).
# MISTAKE: With mask=None the function returns the very same `scores` object instead of a new array, so a caller writing into the result also writes into the input.
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores
    mask = np.asarray(mask, dtype=bool)
    # masked positions -> -inf so that softmax gives them 0 weight
    return np.where(mask, np.array(-np.inf, dtype=scores.dtype), scores)
