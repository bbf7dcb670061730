# SOURCE: https://github.com/huggingface/candle/pull/3743
# BUG: (phi) "The causal mask is built as (seq, seq) with no knowledge of the KV cache" -- the mask
#      ignores the cached prefix, so with k_len > q_len it has the wrong shape / drops the history.
import numpy as np


def causal_mask(q_len, k_len=None):
    # BUG: k_len (cached prefix + new tokens) is ignored; a square (q_len, q_len) mask is returned
    return np.tril(np.ones((q_len, q_len), dtype=bool))
