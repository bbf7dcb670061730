# SOURCE: https://github.com/google/flax/issues/5591
# BUG: The causal mask is jnp.tril(ones((T, S))) -- aligned to the top-left -- so during decode
#      (T=1 query against S cached keys) it keeps only key column 0 instead of every earlier key.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    return np.tril(np.ones((q_len, k_len), dtype=bool))    # top-left aligned (the reported bug)
