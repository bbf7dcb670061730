import numpy as np

# offset sign flipped: q_len - k_len
def causal_mask(q_len, k_len=None):
    k_len = q_len if k_len is None else k_len
    i = np.arange(q_len)[:, None]; j = np.arange(k_len)[None, :]
    return j <= i + (q_len - k_len)
