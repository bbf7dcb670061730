# wrong: polarity flipped (sets -inf where mask is True, i.e. hides the allowed keys) AND writes into `scores` in place (returns the input object)
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores
    hide = np.broadcast_to(mask, scores.shape)
    scores[hide] = -np.inf
    return scores
