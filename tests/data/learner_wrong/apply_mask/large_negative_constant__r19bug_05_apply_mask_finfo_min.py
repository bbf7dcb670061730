# SOURCE: https://github.com/huggingface/transformers/pull/26421
# BUG: Masked positions are filled with torch.finfo(dtype).min (the most negative finite value) rather
#      than -inf, so masked scores stay finite (and a fully masked row gets uniform weights, not zeros).
import numpy as np


def apply_mask(scores, mask):
    scores = np.asarray(scores)
    if mask is None:
        return scores.copy()
    mask = np.asarray(mask, dtype=bool)
    fill = np.finfo(scores.dtype).min              # finfo(dtype).min (the reported bug)
    return np.where(mask, scores, fill).astype(scores.dtype, copy=False)
