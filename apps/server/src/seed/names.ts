// Common Turkish given names and surnames, with the letters a Turkish UI must render
// (İ, ı, Ş, Ğ, Ü, Ö, Ç). Kept as word lists so the formatter leaves them compact.

import { words } from './text.ts';

export const FEMALE_NAMES = words(`
  Ayşe Fatma Emine Hatice Zeynep Elif Meryem Şule Özlem Gül Büşra Merve Esra Gizem Ebru
  Derya Sevgi Yasemin Tuğba Çiğdem Gülşen İpek İrem Şeyma Nur Dilek Hülya Sibel Pınar Aslı
  Ceren Damla Ece Selin Deniz Melike Sümeyye Öykü Gökçe Çağla Duygu Nazlı Özge Burcu Songül
  Nihal Filiz Şebnem Ayşegül Berna Kübra Rümeysa Ümran Hande Sena Defne Ela Azra Irmak Nilüfer
`);

export const MALE_NAMES = words(`
  Mehmet Mustafa Ahmet Ali Hüseyin Hasan İbrahim İsmail Osman Yusuf Murat Ömer Ramazan Halil
  Süleyman Abdullah Mahmut Emre Burak Can Cem Kerem Onur Serkan Volkan Uğur Gökhan Tolga Barış
  Oğuz Çağrı Eren Emir Kaan Berk Doğan Şahin Tuncay Ümit Özgür Erdem Ercan Erkan Fatih Gürkan
  Hakan İlker Kemal Levent Selçuk Sinan Tarık Yiğit Alper Arda Batuhan Çetin Furkan Görkem Şükrü
`);

export const LAST_NAMES = words(`
  Yılmaz Kaya Demir Şahin Çelik Yıldız Yıldırım Öztürk Aydın Özdemir Arslan Doğan Kılıç Aslan
  Çetin Kara Koç Kurt Özkan Şimşek Polat Özer Korkmaz Erdoğan Yavuz Can Acar Şen Aktaş Güler
  Yalçın Güneş Bozkurt Bulut Keskin Ünal Turan Gül Özgür İnce Uçar Aksoy Tekin Çakır Sarı
  Kaplan Taş Aydoğan Işık Ateş Erdem Avcı Tuncer Çiftçi Akın Ekinci Köse Başaran Karaca Sönmez
  Güven Özcan Toprak Uysal Altun Duman Çınar Karataş Gündoğdu Ölmez Türkmen Ağaoğlu Akgül
  Şentürk Öztoprak Büyükşahin Çalışkan Gökçe Ilgaz Üstün
`);
