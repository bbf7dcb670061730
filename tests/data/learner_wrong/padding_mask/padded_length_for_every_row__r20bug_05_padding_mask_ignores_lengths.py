# SOURCE: https://github.com/macanv/BERT-BiLSTM-CRF-NER/issues/37
# BUG: weight = tf.sequence_mask(FLAGS.max_seq_length): the max length is passed where the per-sequence
#      lengths belong, so the mask never reflects each sequence's real length (every position counts as real).
import numpy as np


def padding_mask(lengths, max_len):
    batch = len(np.asarray(lengths).reshape(-1))
    row = np.arange(max_len) < max_len            # BUG: sequence_mask(max_len) instead of sequence_mask(lengths, max_len)
    return np.broadcast_to(row, (batch, max_len)).copy()
