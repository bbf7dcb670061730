# Bug report: https://github.com/AI-Hypercomputer/maxtext/issues/1370
# softmax_scale = qk_head_dim ** -0.5 used with a division (or ** 0.5 with a multiplication): the
# scores are multiplied by sqrt(d_k) instead of divided by it.
import math

import numpy as np


def attention_scores(q, k):
    softmax_scale = q.shape[-1] ** -0.5
    return np.matmul(q, np.swapaxes(k, -1, -2)) / softmax_scale
