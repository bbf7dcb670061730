# Bug report: https://github.com/huggingface/transformers/pull/17306
# Masked scores filled with the dtype's most negative finite number (torch.finfo(dtype).min), the
# Hugging Face convention, instead of -inf: a fully masked row then softmaxes to a uniform row.
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return np.array(scores, copy=True)
    return np.where(mask, scores, np.finfo(scores.dtype).min).astype(scores.dtype)
