# Bug report: https://github.com/huggingface/transformers/pull/17306
# BERT-style extended attention mask: (1.0 - mask) * -10000.0 ADDED to the scores instead of -inf:
# a fully masked row becomes uniform instead of zeros.
import math

import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    scores = q @ np.swapaxes(k, -1, -2) / math.sqrt(q.shape[-1])
    if mask is not None:
        scores = scores + (1.0 - np.asarray(mask, dtype=scores.dtype)) * -10000.0
    scores = scores - scores.max(-1, keepdims=True)
    w = np.exp(scores)
    w = w / w.sum(-1, keepdims=True)
    return w @ v, w
