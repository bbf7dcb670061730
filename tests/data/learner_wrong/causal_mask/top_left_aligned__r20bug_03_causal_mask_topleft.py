# SOURCE: https://github.com/hyprstream/hyprstream/pull/1521
# BUG: the causal mask is built as tril(0) on [q_len, kv_len], which is only correct when kv_len == q_len;
#      with cached keys (kv_len > q_len) query row i keeps only keys j <= i, so the cached history is masked out.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    return np.tril(np.ones((q_len, k_len), dtype=bool), k=0)   # BUG: no offset k_len - q_len
