# mistake: np.where with python -inf on float32 scores... plus float64 constant array upcasts
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    fill = np.full(np.broadcast_shapes(scores.shape, np.shape(mask)), -np.inf)
    return np.where(mask, scores, fill)
