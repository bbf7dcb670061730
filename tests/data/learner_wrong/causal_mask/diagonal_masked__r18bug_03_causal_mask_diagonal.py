# SOURCE: https://github.com/pbloem/former/issues/10
# BUG: the mask used torch.triu_indices(t, t, offset=0), so the diagonal is masked too: a token
#      may not attend to itself and the first row is entirely masked (NaN after softmax).
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    offset = k_len - q_len
    i = np.arange(q_len)[:, None]
    j = np.arange(k_len)[None, :]
    return j < i + offset               # BUG: strict '<' also hides the diagonal (offset=0 in triu)
