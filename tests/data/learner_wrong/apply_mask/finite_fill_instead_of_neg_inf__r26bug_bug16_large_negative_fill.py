# SOURCE: https://github.com/tatp22/linformer-pytorch/pull/19
# MISTAKE: Disallowed scores are filled with the finite value -1e10 instead of -inf, so the masked entries are not -inf (and a fully masked row later gets uniform, not zero, weights).
import numpy as np

MASK_VALUE = -1e10


def apply_mask(scores, mask):
    scores = np.asarray(scores)
    if mask is None:
        return scores.copy()
    fill = np.asarray(MASK_VALUE, dtype=scores.dtype)
    return np.where(np.asarray(mask, dtype=bool), scores, fill).astype(scores.dtype)
